/*
 * memory-floor: the least work that produces the frames of a uniform 4-column grid — one fresh
 * allocation of 32-byte rectangles, written once in order, then freed. It is the floor for
 * `bench-driver resolve` (resolve + LayoutResult.cellFrames); for large counts both are bound by the
 * kernel handing out fresh pages (docs/performance.md).
 *
 *   cc -O2 memory-floor.c -o memory-floor
 *   ./memory-floor <items> [reps]     prints "wall_ms cpu_ms" medians of reps runs, after one warm-up
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double x, y, width, height; } Rect;

static double now_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int cmp_double(const void *l, const void *r) {
    double a = *(const double *)l, b = *(const double *)r;
    return (a > b) - (a < b);
}

/* iPhone X width 375 / 4 columns = 93.75-pt squares, 2-pt insets: the same numbers as the benchmark's grid. */
static double fill(long n) {
    Rect *r = malloc((size_t)n * sizeof *r);
    if (!r) { perror("malloc"); exit(1); }
    for (long i = 0; i < n; i++) {
        r[i].x = (double)(i & 3) * 93.75 + 2;
        r[i].y = (double)(i >> 2) * 93.75 + 2;
        r[i].width = 89.75;
        r[i].height = 89.75;
    }
    double keep = r[n - 1].y;
    free(r);
    return keep;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: memory-floor <items> [reps]\n"); return 2; }
    long n = atol(argv[1]);
    int reps = argc > 2 ? atoi(argv[2]) : 5;
    if (n < 1 || reps < 1) { fprintf(stderr, "memory-floor: items and reps must be positive\n"); return 2; }
    volatile double sink = fill(n);
    double *wall = malloc(reps * sizeof *wall), *cpu = malloc(reps * sizeof *cpu);
    for (int i = 0; i < reps; i++) {
        double w0 = now_ms(CLOCK_MONOTONIC), c0 = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        sink = fill(n);
        cpu[i] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
        wall[i] = now_ms(CLOCK_MONOTONIC) - w0;
    }
    (void)sink;
    qsort(wall, reps, sizeof *wall, cmp_double);
    qsort(cpu, reps, sizeof *cpu, cmp_double);
    printf("%.3f %.3f\n", wall[reps / 2], cpu[reps / 2]);
    return 0;
}
