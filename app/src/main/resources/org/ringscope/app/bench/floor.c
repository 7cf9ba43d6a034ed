/*
 * The floor of a ring's job, for `ringscope bench size`: what appending N copy descriptors to both halves of a
 * paged vring and dumping both halves into a device ring costs at the least, in C on the same machine.
 *
 * A half is a list of pages of 65,536 16-byte descriptors with next/prev links (the runtime's vring_desc_page_t,
 * malloc'd when the slot wraps); each append claims the next slot of both halves and writes a TX and an RX
 * descriptor (a 16-byte copy between two advancing buffers); the dump copies each half page by page into one
 * contiguous ring of N descriptors. Prints the seconds the appends and dumps took (wall, then CPU) and a checksum of the rings
 * (so that no compiler drops the work).
 *
 * Build and run: cc -O2 -o floor floor.c && ./floor 16777184
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define DESCS_PER_PAGE 65536u

typedef struct {
    uint64_t w0;
    uint64_t w1;
} desc_t;

typedef struct page {
    desc_t d[DESCS_PER_PAGE];
    struct page *next;
    struct page *prev;
} page_t;

typedef struct {
    page_t *head;
    page_t *tail;
    uint32_t used;
} half_t;

static desc_t *append(half_t *h) {
    uint32_t idx = h->used;
    if ((idx & (DESCS_PER_PAGE - 1)) == 0) {
        page_t *p = malloc(sizeof *p);
        if (p == NULL) {
            fprintf(stderr, "floor: out of memory at descriptor %u\n", idx);
            exit(2);
        }
        p->next = NULL;
        p->prev = h->tail;
        if (h->tail != NULL) {
            h->tail->next = p;
        } else {
            h->head = p;
        }
        h->tail = p;
    }
    h->used = idx + 1;
    return &h->tail->d[idx & (DESCS_PER_PAGE - 1)];
}

static desc_t *dump(const half_t *h) {
    desc_t *ring = malloc((size_t) h->used * sizeof(desc_t));
    if (ring == NULL) {
        fprintf(stderr, "floor: out of memory for a ring of %u\n", h->used);
        exit(2);
    }
    uint32_t done = 0;
    for (const page_t *p = h->head; p != NULL && done < h->used; p = p->next) {
        uint32_t n = h->used - done < DESCS_PER_PAGE ? h->used - done : DESCS_PER_PAGE;
        memcpy(ring + done, p->d, (size_t) n * sizeof(desc_t));
        done += n;
    }
    return ring;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: floor N\n");
        return 2;
    }
    uint32_t n = (uint32_t) strtoul(argv[1], NULL, 10);
    struct timespec t0, t1, c0, c1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
    half_t tx = {0}, rx = {0};
    for (uint32_t i = 0; i < n; i++) {
        desc_t *t = append(&tx);
        desc_t *r = append(&rx);
        t->w0 = 16u | (i == n - 1 ? (1ull << 30) : 0);
        t->w1 = 0x100000000ull + 16ull * i;
        r->w0 = 16u | (i == n - 1 ? (1ull << 30) : 0);
        r->w1 = 0x200000000ull + 16ull * i;
    }
    desc_t *ringTx = dump(&tx);
    desc_t *ringRx = dump(&rx);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
    uint64_t sum = 0;
    for (uint32_t i = 0; i < n; i += 4099) {
        sum += ringTx[i].w1 ^ ringRx[i].w0;
    }
    double s = (double) (t1.tv_sec - t0.tv_sec) + (double) (t1.tv_nsec - t0.tv_nsec) / 1e9;
    double c = (double) (c1.tv_sec - c0.tv_sec) + (double) (c1.tv_nsec - c0.tv_nsec) / 1e9;
    printf("%.6f seconds %.6f cpu %u descriptors checksum %llu\n", s, c, n, (unsigned long long) sum);
    return 0;
}
