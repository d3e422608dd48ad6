// The peer for `luckywheel-bench`'s `tick` and `simulate` scenarios: the same spin model
// written in plain C, to measure the Swift code against.
//
//   motion tick [--seed S] [--cold]
//   motion simulate [--spins N] [--seed S] [--threads T] [--cold] [--once]
//
// It follows WheelCore step by step, so that the work is the same and the results can be
// checked against `luckywheel simulate --json`: xoshiro256** streams seeded through SplitMix64,
// the landing point drawn with Lemire's bounded integers, a 3-turn 3 s ease-in-ease-out spin
// (cubic Bézier 0.42, 0, 0.58, 1) on a 12-segment wheel at 60 Hz, every tick from the press to
// the first tick at or after the end evaluated with a bracketed Newton solve of x(s) = t
// warm-started from the previous tick (a second-order Taylor guess), the segment under the
// pointer, and the exact time of every border crossing (a Newton solve of y(s)).
// --cold starts every solve from s = t instead, as most cubic-bezier implementations (WebKit's
// UnitBezier, for one) do.
//
// `tick` times the ticks of spin 0, as the `tick` scenario does. `simulate` times N whole spins
// (2048 by default, the `simulate, 1 thread` scenario) in chunks of 256 over T threads.
// Both print one JSON object: median and minimum nanoseconds per operation, the units one
// operation produces, and (simulate) the tally. --once runs the spins once, untimed, for a
// whole-process comparison with `luckywheel simulate`.
//
// Build: cc -O2 -ffp-contract=off -pthread -o motion motion.c

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define SEGMENTS 12
#define FPS 60.0
#define TURNS 3
#define DURATION 3.0
#define MARGIN 0.1
#define CHUNK 256

static const double TWO_PI = 2 * 3.14159265358979323846;

// --- random numbers (WheelCore's SplitMix64 and Xoshiro256StarStar) --------------------------

static const uint64_t INCREMENT = 0x9E3779B97F4A7C15ull;

static uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

typedef struct {
    uint64_t s[4];
} xoshiro;

static xoshiro xoshiro_stream(uint64_t seed, uint64_t stream) {
    uint64_t state = mix(seed ^ mix(stream + INCREMENT));
    xoshiro generator;
    for (int i = 0; i < 4; i++) {
        state += INCREMENT;
        generator.s[i] = mix(state);
    }
    return generator;
}

static inline uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static inline uint64_t next(xoshiro *g) {
    uint64_t *s = g->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t shifted = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= shifted;
    s[3] = rotl(s[3], 45);
    return result;
}

static inline int next_below(xoshiro *g, uint64_t range) {
    __uint128_t product = (__uint128_t)next(g) * range;
    if ((uint64_t)product < range) {
        uint64_t threshold = (0 - range) % range;
        while ((uint64_t)product < threshold) product = (__uint128_t)next(g) * range;
    }
    return (int)(product >> 64);
}

static inline double next_unit(xoshiro *g) { return (double)(next(g) >> 11) * 0x1p-53; }

// --- the timing curve (WheelCore's TimingCurve) ---------------------------------------------

typedef struct {
    double ax, bx, cx, ay, by, cy, max_curvature_x, max_curvature_y;
} curve;

static curve make_curve(double x1, double y1, double x2, double y2) {
    curve c;
    c.cx = 3 * x1;
    c.bx = 3 * (x2 - x1) - c.cx;
    c.ax = 1 - c.cx - c.bx;
    c.cy = 3 * y1;
    c.by = 3 * (y2 - y1) - c.cy;
    c.ay = 1 - c.cy - c.by;
    c.max_curvature_x = fmax(fabs(2 * c.bx), fabs(6 * c.ax + 2 * c.bx));
    c.max_curvature_y = fmax(fabs(2 * c.by), fabs(6 * c.ay + 2 * c.by));
    return c;
}

static inline double x_at(const curve *c, double s) { return ((c->ax * s + c->bx) * s + c->cx) * s; }

static inline double y_at(const curve *c, double s) {
    if (s >= 1) return 1;
    return ((c->ay * s + c->by) * s + c->cy) * s;
}

static inline double curvature_at(const curve *c, double s) { return 6 * c->ax * s + 2 * c->bx; }

/// s with x(s) = progress, from `guess`; *inverse receives ds/dx there.
static inline double solve_x(const curve *c, double progress, double guess, double *inverse) {
    double low = 0, high = 1;
    double s = fmin(fmax(guess, 0), 1);
    for (int i = 0; i < 8; i++) {
        double error = x_at(c, s) - progress;
        if (error < 0) low = s; else high = s;
        double derivative = (3 * c->ax * s + 2 * c->bx) * s + c->cx;
        double inv = 1 / derivative;
        double step = error * inv;
        double next_s = s - step;
        if (!(next_s > low && next_s < high)) {
            if (error == 0) {
                *inverse = derivative > 0 ? inv : 0;
                return s;
            }
            s = 0.5 * (low + high);
            continue;
        }
        if (c->max_curvature_x * step * step <= 2e-13 * derivative) {
            *inverse = inv;
            return next_s;
        }
        s = next_s;
    }
    while (high - low > 1e-14) {
        double middle = 0.5 * (low + high);
        if (x_at(c, middle) < progress) low = middle; else high = middle;
    }
    s = 0.5 * (low + high);
    double derivative = (3 * c->ax * s + 2 * c->bx) * s + c->cx;
    *inverse = derivative > 0 ? 1 / derivative : 0;
    return s;
}

/// s in [low, high] with y(s) = value: where a border crossing happens.
static double solve_y(const curve *c, double value, double low, double high, double low_value, double high_value) {
    double s = 0.5 * (low + high);
    if (high_value > low_value) {
        double t = (value - low_value) / (high_value - low_value);
        s = low + (high - low) * fmin(fmax(t, 0), 1);
    }
    for (int i = 0; i < 8; i++) {
        double error = y_at(c, s) - value;
        if (error < 0) low = s; else high = s;
        double derivative = (3 * c->ay * s + 2 * c->by) * s + c->cy;
        double step = error / derivative;
        double next_s = s - step;
        if (!(next_s > low && next_s < high)) {
            if (error == 0) return s;
            s = 0.5 * (low + high);
            continue;
        }
        if (c->max_curvature_y * step * step <= 2e-11 * derivative) return next_s;
        s = next_s;
    }
    while (high - low > 1e-15) {
        double middle = 0.5 * (low + high);
        if (y_at(c, middle) < value) low = middle; else high = middle;
    }
    return 0.5 * (low + high);
}

// --- wheel geometry and the spin plan (WheelGeometry, LandingPoint, SpinPlan) ---------------

static const double SEGMENT_WIDTH = 2 * 3.14159265358979323846 / SEGMENTS;
static const double SEGMENTS_PER_RADIAN = SEGMENTS / (2 * 3.14159265358979323846);

static inline long border_position(double angle) {
    double position = (0 - angle) * SEGMENTS_PER_RADIAN + 0.5;
    long below = (long)position;
    if ((double)below > position) below -= 1;
    double tolerance = ((0 + fabs(angle)) * SEGMENTS_PER_RADIAN + 1) * 0x1p-48;
    return (double)(below + 1) - position <= tolerance ? below + 1 : below;
}

static inline int reduced_segment(long position) {
    long remainder = position % SEGMENTS;
    return (int)(remainder < 0 ? remainder + SEGMENTS : remainder);
}

static double reduced(double x, double period) {
    if (x >= 0 && x < period) return x;
    double result = x - period * floor(x / period);
    return result >= 0 && result < period ? result : 0;
}

typedef struct {
    double start_time, duration, inverse_duration, start_angle, total_angle, end_angle;
    int segment;
    curve c;
} plan;

static plan plan_of_spin(uint64_t seed, uint64_t index) {
    xoshiro g = xoshiro_stream(seed, index);
    plan p;
    p.segment = next_below(&g, SEGMENTS);
    double fraction = MARGIN + (1 - 2 * MARGIN) * next_unit(&g);
    fraction = fmin(fmax(fraction, 1e-6), 1 - 1e-6);
    p.start_angle = next_unit(&g) * 2 * 3.14159265358979323846;
    p.start_time = next_unit(&g) * (1 / FPS);
    double stop = 0 - ((double)p.segment - 0.5 + fraction) * SEGMENT_WIDTH;
    double partial = reduced(stop - p.start_angle, TWO_PI);
    p.total_angle = (double)TURNS * TWO_PI + partial;
    p.end_angle = p.start_angle + p.total_angle;
    p.duration = DURATION;
    p.inverse_duration = 1 / DURATION;
    p.c = make_curve(0.42, 0, 0.58, 1);
    return p;
}

// --- the sampler (SpinSampler) ---------------------------------------------------------------

typedef struct {
    const plan *p;
    double parameter, inverse_slope, progress, previous_parameter, angle;
    long position, previous_position;
    int cold;
} sampler;

static sampler make_sampler(const plan *p, int cold) {
    sampler s = {p, 0, 0, 0, 0, p->start_angle, 0, 0, cold};
    s.position = border_position(p->start_angle);
    s.previous_position = s.position;
    return s;
}

static inline int advance(sampler *s, double time) {
    const plan *p = s->p;
    s->previous_parameter = s->parameter;
    s->previous_position = s->position;
    if (time >= p->start_time + p->duration) {
        s->parameter = 1;
        s->angle = p->end_angle;
    } else if (time > p->start_time) {
        double progress = (time - p->start_time) * p->inverse_duration;
        double guess = progress;
        if (!s->cold) {
            double h = progress - s->progress;
            double slope = s->inverse_slope;
            guess = s->parameter + h * slope -
                    0.5 * curvature_at(&p->c, s->parameter) * slope * slope * slope * h * h;
        }
        s->parameter = solve_x(&p->c, progress, guess, &s->inverse_slope);
        s->progress = progress;
        s->angle = p->start_angle + p->total_angle * y_at(&p->c, s->parameter);
    }
    s->position = border_position(s->angle);
    long crossed = s->previous_position - s->position;
    return crossed > 0 ? (int)crossed : 0;
}

static double crossing_time(const sampler *s, int index) {
    const plan *p = s->p;
    long border = s->previous_position - index;
    double low = fmax(s->previous_parameter, 0);
    double high = fmax(s->parameter, low);
    double angle = 0 + (0.5 - (double)border) * SEGMENT_WIDTH;
    if (!(p->total_angle > 0)) return p->start_time;
    double progress = (angle - p->start_angle) / p->total_angle;
    double t = solve_y(&p->c, progress, low, high, y_at(&p->c, low), y_at(&p->c, high));
    return p->start_time + p->duration * x_at(&p->c, t);
}

// --- the tally (FairnessSimulation.tally, SimulationTally) -----------------------------------

typedef struct {
    long spins, counts[SEGMENTS], mismatches, ticks, crossings;
    int most_per_tick;
    double shortest_interval, peak_velocity;
} tally;

static void tally_init(tally *t) {
    memset(t, 0, sizeof *t);
    t->shortest_interval = INFINITY;
}

static void tally_spins(uint64_t seed, long from, long to, int cold, tally *t) {
    for (long index = from; index < to; index++) {
        plan p = plan_of_spin(seed, (uint64_t)index);
        sampler s = make_sampler(&p, cold);
        int crossings = 0, most = 0;
        double shortest = INFINITY, largest_step = 0;
        double previous_angle = p.start_angle, last_crossing = -INFINITY;
        long tick = 1;
        double end = p.start_time + p.duration;
        for (;;) {
            double time = 0 + (double)tick / FPS;
            int crossed = advance(&s, time);
            double angle = s.angle;
            if (tick > 1 && angle - previous_angle > largest_step) largest_step = angle - previous_angle;
            if (crossed > 0) {
                crossings += crossed;
                if (crossed > most) most = crossed;
                for (int i = 0; i < crossed; i++) {
                    double when = crossing_time(&s, i);
                    shortest = fmin(shortest, when - last_crossing);
                    last_crossing = when;
                }
            }
            if (time >= end) break;
            previous_angle = angle;
            tick += 1;
        }
        int segment = reduced_segment(s.position);
        t->spins += 1;
        t->counts[segment] += 1;
        if (segment != p.segment) t->mismatches += 1;
        t->ticks += tick;
        t->crossings += crossings;
        if (most > t->most_per_tick) t->most_per_tick = most;
        t->shortest_interval = fmin(t->shortest_interval, shortest);
        t->peak_velocity = fmax(t->peak_velocity, largest_step * FPS);
    }
}

static void tally_merge(tally *into, const tally *part) {
    into->spins += part->spins;
    for (int i = 0; i < SEGMENTS; i++) into->counts[i] += part->counts[i];
    into->mismatches += part->mismatches;
    into->ticks += part->ticks;
    into->crossings += part->crossings;
    if (part->most_per_tick > into->most_per_tick) into->most_per_tick = part->most_per_tick;
    into->shortest_interval = fmin(into->shortest_interval, part->shortest_interval);
    into->peak_velocity = fmax(into->peak_velocity, part->peak_velocity);
}

typedef struct {
    uint64_t seed;
    long spins;
    int threads, cold;
    long next_chunk;
    pthread_mutex_t lock;
    tally total;
} simulation;

static void *worker(void *argument) {
    simulation *sim = argument;
    tally own;
    tally_init(&own);
    for (;;) {
        long chunk = __atomic_fetch_add(&sim->next_chunk, 1, __ATOMIC_RELAXED);
        long from = chunk * CHUNK;
        if (from >= sim->spins) break;
        long to = from + CHUNK < sim->spins ? from + CHUNK : sim->spins;
        tally_spins(sim->seed, from, to, sim->cold, &own);
    }
    pthread_mutex_lock(&sim->lock);
    tally_merge(&sim->total, &own);
    pthread_mutex_unlock(&sim->lock);
    return NULL;
}

static void simulate(simulation *sim) {
    tally_init(&sim->total);
    sim->next_chunk = 0;
    if (sim->threads <= 1) {
        worker(sim);
        return;
    }
    pthread_t threads[64];
    int count = sim->threads < 64 ? sim->threads : 64;
    for (int i = 0; i < count; i++) pthread_create(&threads[i], NULL, worker, sim);
    for (int i = 0; i < count; i++) pthread_join(threads[i], NULL);
}

// --- timing (the same shape as BenchmarkKit's runner) ----------------------------------------

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/// Warm-up of 0.2 s, samples of at least 2 ms, at least 20 samples and 1 s; median and minimum
/// nanoseconds per operation.
static void measure(void (*operation)(void *), void *context, double *median, double *minimum) {
    long iterations = 1;
    double warmed = 0;
    for (;;) {
        double start = now_ns();
        for (long i = 0; i < iterations; i++) operation(context);
        double elapsed = now_ns() - start;
        warmed += elapsed;
        if (elapsed < 2e6) {
            double factor = elapsed > 0 ? 2e6 / elapsed : 10;
            long grown = (long)ceil((double)iterations * fmin(factor * 1.2, 10));
            iterations = grown > iterations + 1 ? grown : iterations + 1;
            continue;
        }
        if (warmed >= 2e8) break;
    }
    double samples[200];
    int count = 0;
    double total = 0;
    while (count < 200 && (count < 20 || total < 1e9)) {
        double start = now_ns();
        for (long i = 0; i < iterations; i++) operation(context);
        double elapsed = now_ns() - start;
        total += elapsed;
        samples[count++] = elapsed / (double)iterations;
    }
    qsort(samples, (size_t)count, sizeof(double), compare);
    *median = samples[(count + 1) / 2 - 1];
    *minimum = samples[0];
}

typedef struct {
    plan p;
    double *times;
    long count;
    int cold;
    volatile long sink;
} tick_work;

static void run_ticks(void *argument) {
    tick_work *work = argument;
    sampler s = make_sampler(&work->p, work->cold);
    long segments = 0;
    for (long i = 0; i < work->count; i++) {
        advance(&s, work->times[i]);
        segments += reduced_segment(s.position);
    }
    work->sink = segments;
}

static void run_simulation(void *argument) { simulate(argument); }

static void fail(const char *message) {
    fprintf(stderr, "motion: %s\n", message);
    exit(64);
}

int main(int argc, char **argv) {
    if (argc < 2) fail("usage: motion tick|simulate [--spins N] [--seed S] [--threads T] [--cold] [--once]");
    const char *mode = argv[1];
    uint64_t seed = 42;
    long spins = 2048;
    int threads = 1, cold = 0, once = 0;
    for (int i = 2; i < argc; i++) {
        const char *value = i + 1 < argc ? argv[i + 1] : "";
        if (strcmp(argv[i], "--seed") == 0) seed = strtoull(value, NULL, 10), i++;
        else if (strcmp(argv[i], "--spins") == 0) spins = atol(value), i++;
        else if (strcmp(argv[i], "--threads") == 0) threads = atoi(value), i++;
        else if (strcmp(argv[i], "--cold") == 0) cold = 1;
        else if (strcmp(argv[i], "--once") == 0) once = 1;
        else fail("unknown argument");
    }
    double median, minimum;
    if (strcmp(mode, "tick") == 0) {
        // The `tick` scenario: spin 0's ticks, from tick 1 while before the end plus one frame.
        tick_work work = {plan_of_spin(seed, 0), NULL, 0, cold, 0};
        double end = work.p.start_time + work.p.duration;
        work.times = malloc(sizeof(double) * 100000);
        if (work.times == NULL) fail("out of memory");
        for (long tick = 1; (double)tick / FPS < end + 1 / FPS && work.count < 100000; tick++)
            work.times[work.count++] = (double)tick / FPS;
        measure(run_ticks, &work, &median, &minimum);
        printf("{\"p50Nanoseconds\": %.3f, \"minNanoseconds\": %.3f, \"units\": %ld}\n", median, minimum, work.count);
        return 0;
    }
    if (strcmp(mode, "simulate") != 0) fail("the mode is tick or simulate");
    if (spins < 1 || threads < 1) fail("--spins and --threads must be positive");
    simulation sim = {seed, spins, threads, cold, 0, PTHREAD_MUTEX_INITIALIZER, {0}};
    if (once) {
        simulate(&sim);
        median = minimum = 0;
    } else {
        measure(run_simulation, &sim, &median, &minimum);
    }
    tally *t = &sim.total;
    printf("{\"p50Nanoseconds\": %.3f, \"minNanoseconds\": %.3f, \"units\": %ld, \"counts\": [", median, minimum,
           spins);
    for (int i = 0; i < SEGMENTS; i++) printf("%s%ld", i ? ", " : "", t->counts[i]);
    printf("], \"landingMismatches\": %ld, \"ticksEvaluated\": %ld, \"borderCrossings\": %ld, "
           "\"maxCrossingsPerTick\": %d, \"shortestCrossingInterval\": %.17g, \"peakAngularVelocity\": %.17g}\n",
           t->mismatches, t->ticks, t->crossings, t->most_per_tick, t->shortest_interval, t->peak_velocity);
    return 0;
}
