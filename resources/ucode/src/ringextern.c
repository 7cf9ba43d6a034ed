/* Negative fixture: a data word that points at an undefined (host-provided) symbol.
   The linker leaves R_XTENSA_32 with a symbol index != 0, which the PI loader rejects
   with XTLIB_UNKNOWN_SYMBOL (5): xtlib does no symbol lookup at all. */
extern int host_table[];
int *volatile host_ref = &host_table[1];
__attribute__((visibility("hidden"))) int local_word = 9;
__attribute__((visibility("hidden"))) int *volatile local_ref = &local_word;
int ring_entry(int x) { return *host_ref + *local_ref + x; }
