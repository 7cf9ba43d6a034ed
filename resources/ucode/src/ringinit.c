/* init/fini hooks for the split fixture with DT_INIT / DT_FINI */
#define HID __attribute__((visibility("hidden")))
extern HID unsigned head;
void ring_init(void) { head = 0; }
void ring_fini(void) { head = 7; }
