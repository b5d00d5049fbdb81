/*
 * cairo-floor: the least work that draws the same picture as `bench-driver render-grid` without labels —
 * a white background and one filled rounded rectangle per cell — straight through Cairo, then writes
 * the PNG. It is the floor our renderer is measured against (docs/performance.md).
 *
 * Input (from `bench-driver rects`): a first line "W H radius", then "x y w h r g b a" per cell in paint
 * order. Only drawing + PNG encoding + file write are timed (reading the list is not, as our renderer's
 * timing excludes resolving the layout). Prints the medians of `reps` runs in milliseconds: wall clock,
 * then process CPU time (steadier on a shared machine).
 *
 *   cc -O2 cairo-floor.c $(pkg-config --cflags --libs cairo) -o cairo-floor
 *   ./cairo-floor rects.txt out.png [reps]
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double x, y, w, h, r, g, b, a; } Cell;

static double now_ms(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int cmp_double(const void *l, const void *r) {
    double a = *(const double *)l, b = *(const double *)r;
    return (a > b) - (a < b);
}

/* The same path our renderer builds: four quarter arcs, radius capped at half the shorter side. */
static void rounded_rectangle(cairo_t *cr, const Cell *c, double radius) {
    double rad = fmin(radius, fmin(c->w, c->h) / 2);
    if (rad <= 0) { cairo_rectangle(cr, c->x, c->y, c->w, c->h); return; }
    double x0 = c->x, y0 = c->y, x1 = c->x + c->w, y1 = c->y + c->h;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x1 - rad, y0 + rad, rad, -M_PI / 2, 0);
    cairo_arc(cr, x1 - rad, y1 - rad, rad, 0, M_PI / 2);
    cairo_arc(cr, x0 + rad, y1 - rad, rad, M_PI / 2, M_PI);
    cairo_arc(cr, x0 + rad, y0 + rad, rad, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static int draw(const Cell *cells, size_t n, int width, int height, double radius, const char *path) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (size_t i = 0; i < n; i++) {
        if (cells[i].w <= 0 || cells[i].h <= 0 || cells[i].a <= 0) continue;
        rounded_rectangle(cr, &cells[i], radius);
        cairo_set_source_rgba(cr, cells[i].r, cells[i].g, cells[i].b, cells[i].a);
        cairo_fill(cr);
    }
    cairo_destroy(cr);
    cairo_status_t status = cairo_surface_write_to_png(surface, path);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS) {
        fprintf(stderr, "cairo-floor: %s: %s\n", path, cairo_status_to_string(status));
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: cairo-floor rects.txt out.png [reps]\n");
        return 2;
    }
    int reps = argc > 3 ? atoi(argv[3]) : 5;
    if (reps < 1) reps = 1;
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 2; }
    int width, height;
    double radius;
    if (fscanf(f, "%d %d %lf", &width, &height, &radius) != 3 || width <= 0 || height <= 0) {
        fprintf(stderr, "cairo-floor: %s:1: expected \"W H radius\"\n", argv[1]);
        return 2;
    }
    size_t cap = 1024, n = 0;
    Cell *cells = malloc(cap * sizeof *cells);
    Cell c;
    while (fscanf(f, "%lf %lf %lf %lf %lf %lf %lf %lf", &c.x, &c.y, &c.w, &c.h, &c.r, &c.g, &c.b, &c.a) == 8) {
        if (n == cap) cells = realloc(cells, (cap *= 2) * sizeof *cells);
        cells[n++] = c;
    }
    fclose(f);

    if (draw(cells, n, width, height, radius, argv[2])) return 1; /* warm-up */
    double *wall = malloc(reps * sizeof *wall), *cpu = malloc(reps * sizeof *cpu);
    for (int i = 0; i < reps; i++) {
        double w0 = now_ms(CLOCK_MONOTONIC), c0 = now_ms(CLOCK_PROCESS_CPUTIME_ID);
        if (draw(cells, n, width, height, radius, argv[2])) return 1;
        cpu[i] = now_ms(CLOCK_PROCESS_CPUTIME_ID) - c0;
        wall[i] = now_ms(CLOCK_MONOTONIC) - w0;
    }
    qsort(wall, reps, sizeof *wall, cmp_double);
    qsort(cpu, reps, sizeof *cpu, cmp_double);
    printf("%.3f %.3f\n", wall[reps / 2], cpu[reps / 2]);
    free(wall);
    free(cpu);
    free(cells);
    return 0;
}
