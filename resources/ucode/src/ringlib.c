/* RingScope's own PI-library fixture: a tiny "op table" kernel.
   Data words that hold addresses become R_XTENSA_RELATIVE relocations:
   - a table of code pointers (handlers)
   - a struct of pointers to strings and to another data object
   - a packed struct with a pointer at an odd offset (unaligned relocation site)
   - a .bss ring (memsz > filesz). Everything is hidden so no symbol relocations remain. */
#define HID __attribute__((visibility("hidden")))

HID unsigned ring[32];
HID unsigned head = 3;

HID int op_add(int a, int b) { return a + b; }
HID int op_sub(int a, int b) { return a - b; }
HID int op_mul(int a, int b) { return a * b + (int)head; }

HID int (*const volatile handlers[3])(int, int) = { op_add, op_sub, op_mul };

struct opdesc { const char *name; unsigned *slot; int code; };
HID struct opdesc desc = { "ringscope", &ring[4], 0x7a };

struct __attribute__((packed)) odd { char tag; unsigned *where; char pad[3]; };
HID volatile struct odd oddp = { 'R', &head, {1, 2, 3} };

int ring_entry(int op, int x)
{
    ring[head & 31] = (unsigned)x;
    return handlers[(unsigned)op < 3u ? op : 0](x, desc.code) + (int)*oddp.where + desc.name[0];
}
