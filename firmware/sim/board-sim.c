/*
 * board-sim.c: the peg board in simulation. simavr runs the firmware (pegboard.elf)
 * on a simulated ATmega328P at 16 MHz; this harness plays the rest of the board:
 *
 * - the switches: 64 reed switches (a peg in a hole closes one) and 16 buttons. The
 *   row pins' outputs are hooked with IRQ callbacks; whenever a row changes, each
 *   column pin is given what the switches say for the rows driven low (a closed
 *   switch on a driven row pulls its column low, through its diode);
 * - the USB cable: the UART is joined to a pseudo-terminal (bridged here byte by
 *   byte, so that the cable can be pulled), reached through a symbolic link that
 *   stays the same when the cable is plugged in again, as /dev/serial/by-id/ does;
 * - the hand: commands on standard input, one a line (below).
 *
 * The simulated clock is kept from running ahead of the wall clock, so the firmware
 * lives in real time as on a real board (if the machine is slower, it runs behind).
 *
 *   board-sim [--link PATH] [--flood SECONDS] [--stuck FILE] pegboard.elf
 *
 * Commands (standard input; squares a1..h8, files a..h):
 *   place SQ [N]   a peg goes in; with N, the contact bounces N times first
 *   lift SQ [N]    a peg comes out; with N, the contact bounces N times first
 *   bounce SQ N    the contact flickers N times (2 ms each way) and ends as it was
 *   wait MS        the hand rests MS milliseconds (simulated) before the next command
 *   key NAME       a button is pressed for 60 ms (announce, queen ...)
 *   stuck FILE     the column is shorted to ground; free FILE: the short is gone
 *   unplug / plug  the cable is pulled (the pty closed) / put back (a new pty)
 *   sync           answers "done sync" when every change asked for is made
 *   quit
 * Each command is answered on standard output, when its last change is made, by
 * "done <command> <wall-clock ns>". Each line the firmware writes is printed as
 * "uart <wall-clock ns> <line>" (also while the cable is out).
 *
 * --flood SECONDS: no pty, no pacing; all 64 switches flip each time the firmware has
 * reported the last 64 changes, for SECONDS of simulated time; prints the events per
 * simulated second (what the board sustains) and the simulation's speed.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <avr_ioport.h>
#include <avr_uart.h>
#include <sim_avr.h>
#include <sim_elf.h>
#include <sim_irq.h>

#define F_CPU 16000000ULL
#define ROWS 10
#define BOUNCE_US 2000ULL /* one flicker of a bouncing contact, well inside 20 ms */
#define KEY_US 60000ULL   /* how long a button is held */

static avr_t *avr;

/* ------------------------------------------------------------------ the clock */

static uint64_t wall_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

static uint64_t sim_ns(void) { return avr->cycle * 1000ULL / (F_CPU / 1000000ULL); }

/* The hand does one thing after another: a command's changes start when the last
 * change asked for before it is made. */
static avr_cycle_count_t queue_end;

static avr_cycle_count_t cycles_after_us(uint64_t us) {
    avr_cycle_count_t base = queue_end > avr->cycle ? queue_end : avr->cycle;
    return base + us * (F_CPU / 1000000ULL);
}

/* ------------------------------------------------------------- the switches */

static uint8_t closed[ROWS];  /* bit c: the switch of row r, column c is closed */
static uint8_t planned[ROWS]; /* the same once every change asked for is made */
static uint8_t stuck;        /* columns shorted to ground */
static uint16_t driven;      /* rows driven low by the firmware */
static avr_irq_t *column_irq[8];

/* Column pins: files a..f are PC0..PC5, g and h are PD2 and PD3 (firmware/board.h). */
static void column_pin(int c, char *port, int *bit) {
    *port = c < 6 ? 'C' : 'D';
    *bit = c < 6 ? c : c - 4;
}

/* Row pins: ranks 1..4 are PD4..PD7, ranks 5..8 PB0..PB3, the key rows PB4, PB5. */
static void row_pin(int r, char *port, int *bit) {
    *port = r < 4 ? 'D' : 'B';
    *bit = r < 4 ? r + 4 : r - 4;
}

/* What each column reads now: low when a driven row has a closed switch on it. */
static void update_columns(void) {
    uint8_t low = stuck;
    for (int r = 0; r < ROWS; r++)
        if (driven & (1u << r)) low |= closed[r];
    /* simavr gives an input pin with its pull-up on a 1 whenever its PORT register is
     * written (a row change on port D would lift files g and h): our value is the
     * port's "external" state, so that it stays. */
    uint8_t high = (uint8_t)~low;
    avr_ioport_external_t c_ext = {.name = 'C', .mask = 0x3F, .value = high & 0x3F};
    avr_ioport_external_t d_ext = {.name = 'D', .mask = 0x0C, .value = (high >> 4) & 0x0C};
    avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('C'), &c_ext);
    avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL('D'), &d_ext);
    for (int c = 0; c < 8; c++) avr_raise_irq(column_irq[c], (high >> c) & 1);
}

static void row_changed(avr_irq_t *irq, uint32_t value, void *param) {
    (void)irq;
    int r = (int)(intptr_t)param;
    if (value) driven &= (uint16_t)~(1u << r);
    else driven |= (uint16_t)(1u << r);
    update_columns();
}

static void hook_pins(void) {
    for (int c = 0; c < 8; c++) {
        char port;
        int bit;
        column_pin(c, &port, &bit);
        column_irq[c] = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit);
    }
    for (int r = 0; r < ROWS; r++) {
        char port;
        int bit;
        row_pin(r, &port, &bit);
        avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(port), bit), row_changed,
                                (void *)(intptr_t)r);
    }
}

static void set_switch(int r, int c, int on) {
    if (on) closed[r] |= (uint8_t)(1u << c);
    else closed[r] &= (uint8_t)~(1u << c);
    update_columns();
}

/* ------------------------------------------------------- timed switch changes */

/* A change to make at a simulated cycle; the last one of a command answers it. */
typedef struct {
    avr_cycle_count_t at;
    int r, c, on;
    char done[64]; /* the command to answer, or "" */
} change_t;

#define MAX_CHANGES 256
static change_t changes[MAX_CHANGES];
static int n_changes;

static void answer(const char *what) {
    printf("done %s %llu\n", what, (unsigned long long)wall_ns());
    fflush(stdout);
}

static int schedule(avr_cycle_count_t at, int r, int c, int on, const char *done) {
    if (n_changes == MAX_CHANGES) return -1;
    if (at > queue_end) queue_end = at;
    if (r >= 0) planned[r] = (uint8_t)(on ? planned[r] | (1u << c) : planned[r] & ~(1u << c));
    change_t *ch = &changes[n_changes++];
    ch->at = at;
    ch->r = r;
    ch->c = c;
    ch->on = on;
    snprintf(ch->done, sizeof ch->done, "%.63s", done ? done : "");
    return 0;
}

/* Makes the changes that are due, in order. */
static void run_changes(void) {
    int kept = 0;
    for (int i = 0; i < n_changes; i++) {
        change_t ch = changes[i];
        if (ch.at > avr->cycle) {
            changes[kept++] = ch;
            continue;
        }
        if (ch.r >= 0) set_switch(ch.r, ch.c, ch.on);
        if (ch.done[0]) answer(ch.done);
    }
    n_changes = kept;
}

/* ---------------------------------------------------------------- the cable */

static const char *link_path;
static int master = -1, slave = -1;
static avr_irq_t *uart_in;
static char to_avr[4096];
static size_t to_avr_len;

static int plug(void) {
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) || unlockpt(master)) return -1;
    const char *name = ptsname(master);
    /* Hold the slave open ourselves, raw, so that the master sees no hang-up while
     * nobody has the port open, and no echo reaches the firmware. */
    slave = open(name, O_RDWR | O_NOCTTY);
    if (slave < 0) return -1;
    struct termios tio;
    tcgetattr(slave, &tio);
    cfmakeraw(&tio);
    tcsetattr(slave, TCSANOW, &tio);
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    if (link_path) {
        char tmp[4096];
        snprintf(tmp, sizeof tmp, "%s.new", link_path);
        unlink(tmp);
        if (symlink(name, tmp) || rename(tmp, link_path)) return -1;
    }
    fprintf(stderr, "board-sim: the board is on %s%s%s\n", name, link_path ? " as " : "",
            link_path ? link_path : "");
    return 0;
}

/* Pulls the cable: the port goes away, with whatever was on its way. */
static void unplug(void) {
    if (link_path) unlink(link_path);
    if (master >= 0) close(master);
    if (slave >= 0) close(slave);
    master = slave = -1;
    to_avr_len = 0;
}

/* ----------------------------------------------------------------- the UART */

static char line[256];
static size_t line_len;
static unsigned long flood_events;

static void uart_out(avr_irq_t *irq, uint32_t value, void *param) {
    (void)irq;
    (void)param;
    char byte = (char)value;
    if (master >= 0 && write(master, &byte, 1) != 1) {
        /* nobody reads and the pty is full: the byte is lost, as on a real line */
    }
    if (byte == '\n') {
        line[line_len] = 0;
        printf("uart %llu %s\n", (unsigned long long)wall_ns(), line);
        if (line[0] == 'L' || line[0] == 'P') flood_events++;
        line_len = 0;
    } else if (line_len < sizeof line - 1) {
        line[line_len++] = byte;
    }
}

static void hook_uart(void) {
    uint32_t flags = 0;
    avr_ioctl(avr, AVR_IOCTL_UART_GET_FLAGS('0'), &flags);
    flags &= ~(uint32_t)AVR_UART_FLAG_STDIO;
    avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), uart_out, NULL);
    uart_in = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
}

/* Host bytes into the UART no faster than the line brings them (10 bit times a byte at
 * 115200 baud), and at most one per service (0.5 ms): simavr's input FIFO never fills.
 * (Its XON/XOFF signals are not used: an XOFF was seen with no XON after it.) */
static void feed_uart(void) {
    static avr_cycle_count_t next_byte;
    size_t i = 0;
    while (i < to_avr_len && avr->cycle >= next_byte) {
        avr_raise_irq(uart_in, (uint8_t)to_avr[i++]);
        next_byte = (next_byte > avr->cycle ? next_byte : avr->cycle) + F_CPU * 10 / 115200;
    }
    memmove(to_avr, to_avr + i, to_avr_len - i);
    to_avr_len -= i;
}

static void read_pty(void) {
    if (master < 0 || to_avr_len == sizeof to_avr) return;
    ssize_t n = read(master, to_avr + to_avr_len, sizeof to_avr - to_avr_len);
    if (n > 0) to_avr_len += (size_t)n;
}

/* ------------------------------------------------------------- the commands */

/* Square "e2" -> row 1, column 4; "-1" when it is no square. */
static int square(const char *s, int *r, int *c) {
    if (!s || strlen(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8') return -1;
    *c = s[0] - 'a';
    *r = s[1] - '1';
    return 0;
}

static const char *keys[16] = {"announce", "repeat", "time", "moves",  "position", "history", "clock",   "adjust",
                               "queen",    "rook",   "bishop", "knight", "draw",   "claim",   "arbiter", "resign"};

/* A contact that flickers `flickers` times from its state, then goes to `end`. */
static int move_peg(int r, int c, int flickers, int end, const char *cmd) {
    int now = (planned[r] >> c) & 1;
    uint64_t us = 0;
    for (int i = 0; i < flickers; i++) {
        if (schedule(cycles_after_us(us), r, c, !now, NULL)) return -1;
        us += BOUNCE_US;
        if (schedule(cycles_after_us(us), r, c, now, NULL)) return -1;
        us += BOUNCE_US;
    }
    return schedule(cycles_after_us(us), r, c, end, cmd);
}

static int command(char *cmd) {
    char copy[64];
    snprintf(copy, sizeof copy, "%.63s", cmd);
    char *verb = strtok(cmd, " \t\r\n");
    char *arg = strtok(NULL, " \t\r\n");
    char *num = strtok(NULL, " \t\r\n");
    int n = num ? atoi(num) : 0;
    int r, c;
    if (!verb) return 0;
    if (!strcmp(verb, "quit")) exit(0);
    if (!strcmp(verb, "sync")) return schedule(cycles_after_us(0), -1, 0, 0, copy);
    if (!strcmp(verb, "wait") && arg) return schedule(cycles_after_us(1000ULL * (uint64_t)atoi(arg)), -1, 0, 0, copy);
    if (!strcmp(verb, "unplug")) return unplug(), answer(copy), 0;
    if (!strcmp(verb, "plug")) return plug() ? -1 : (answer(copy), 0);
    if ((!strcmp(verb, "place") || !strcmp(verb, "lift")) && !square(arg, &r, &c))
        return move_peg(r, c, n, verb[0] == 'p', copy);
    if (!strcmp(verb, "bounce") && !square(arg, &r, &c) && n > 0)
        return move_peg(r, c, n, (planned[r] >> c) & 1, copy);
    if (!strcmp(verb, "key"))
        for (int k = 0; k < 16; k++)
            if (arg && !strcmp(arg, keys[k])) {
                schedule(cycles_after_us(0), 8 + k / 8, k % 8, 1, NULL);
                return schedule(cycles_after_us(KEY_US), 8 + k / 8, k % 8, 0, copy);
            }
    if ((!strcmp(verb, "stuck") || !strcmp(verb, "free")) && arg && arg[0] >= 'a' && arg[0] <= 'h' && !arg[1]) {
        if (verb[0] == 's') stuck |= (uint8_t)(1u << (arg[0] - 'a'));
        else stuck &= (uint8_t)~(1u << (arg[0] - 'a'));
        update_columns();
        return answer(copy), 0;
    }
    return -1;
}

static char cmd_buf[4096];
static size_t cmd_len;

static void read_commands(void) {
    ssize_t n = read(0, cmd_buf + cmd_len, sizeof cmd_buf - cmd_len - 1);
    if (n == 0) exit(0); /* the controller went away */
    if (n < 0) return;
    cmd_len += (size_t)n;
    char *nl;
    while ((nl = memchr(cmd_buf, '\n', cmd_len))) {
        *nl = 0;
        if (command(cmd_buf)) {
            printf("error bad command: %s\n", cmd_buf);
            fflush(stdout);
        }
        size_t used = (size_t)(nl - cmd_buf) + 1;
        memmove(cmd_buf, nl + 1, cmd_len - used);
        cmd_len -= used;
    }
}

/* ---------------------------------------------------------------- main loop */

/* Waits for the pty and the commands, at most until the simulated clock is due. */
static void service(uint64_t t0, int pace) {
    struct pollfd fds[2] = {{.fd = 0, .events = POLLIN}, {.fd = master, .events = POLLIN}};
    int timeout = 0;
    if (pace) {
        uint64_t wall = wall_ns() - t0, sim = sim_ns();
        if (sim > wall) timeout = (int)((sim - wall) / 1000000ULL);
    }
    if (poll(fds, master >= 0 ? 2 : 1, timeout) > 0) {
        if (fds[0].revents & (POLLIN | POLLHUP)) read_commands();
        if (master >= 0 && (fds[1].revents & POLLIN)) read_pty();
    }
    feed_uart();
    run_changes();
}

static void sleep_none(avr_t *a, avr_cycle_count_t how_long) { (void)a, (void)how_long; }

static void flood(double seconds) {
    uint64_t w0 = wall_ns();
    avr_cycle_count_t end = (avr_cycle_count_t)(seconds * (double)F_CPU);
    unsigned long reported = 0;
    int started = 0;
    while (avr->cycle < end) {
        int state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed) break;
        if (!started && flood_events == 0 && avr->cycle > F_CPU / 10) started = 1, flood_events = 0;
        if (started && flood_events >= reported + 64) {
            reported = flood_events;
            for (int r = 0; r < 8; r++) closed[r] = (uint8_t)~closed[r];
            update_columns();
        } else if (started && reported == 0 && flood_events == 0 && closed[0] == 0) {
            for (int r = 0; r < 8; r++) closed[r] = 0xFF;
            update_columns();
        }
    }
    double wall = (double)(wall_ns() - w0) / 1e9, sim = (double)avr->cycle / (double)F_CPU;
    printf("flood events=%lu sim_s=%.2f wall_s=%.2f events_per_s=%.0f speed=%.2fx\n", flood_events, sim, wall,
           (double)flood_events / sim, sim / wall);
}

int main(int argc, char **argv) {
    double flood_s = 0;
    const char *elf = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--link") && i + 1 < argc) link_path = argv[++i];
        else if (!strcmp(argv[i], "--flood") && i + 1 < argc) flood_s = atof(argv[++i]);
        else if (!strcmp(argv[i], "--stuck") && i + 1 < argc) stuck |= (uint8_t)(1u << (argv[++i][0] - 'a'));
        else elf = argv[i];
    }
    if (!elf) {
        fprintf(stderr, "usage: board-sim [--link PATH] [--flood SECONDS] [--stuck FILE] pegboard.elf\n");
        return 2;
    }
    elf_firmware_t fw;
    memset(&fw, 0, sizeof fw);
    if (elf_read_firmware(elf, &fw)) {
        fprintf(stderr, "board-sim: cannot read %s\n", elf);
        return 2;
    }
    avr = avr_make_mcu_by_name("atmega328p");
    if (!avr) return 2;
    avr_init(avr);
    fw.frequency = (uint32_t)F_CPU;
    avr_load_firmware(avr, &fw);
    avr->frequency = (uint32_t)F_CPU;
    avr->sleep = sleep_none; /* the pacing is ours (service) */
    avr->log = 0;
    hook_pins();
    hook_uart();
    update_columns();
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (flood_s > 0) {
        flood(flood_s);
        return 0;
    }
    fcntl(0, F_SETFL, fcntl(0, F_GETFL) | O_NONBLOCK);
    if (plug()) {
        fprintf(stderr, "board-sim: cannot make a pseudo-terminal: %s\n", strerror(errno));
        return 2;
    }
    uint64_t t0 = wall_ns();
    avr_cycle_count_t next = 0;
    for (;;) {
        int state = avr_run(avr);
        if (state == cpu_Done || state == cpu_Crashed) {
            fprintf(stderr, "board-sim: the firmware stopped (state %d)\n", state);
            return 1;
        }
        if (avr->cycle >= next) {
            service(t0, 1);
            next = avr->cycle + F_CPU / 2000; /* every 0.5 ms of simulated time */
        }
    }
}
