/*
 * pegboard.c: the firmware of taktil's reference peg board (docs/hardware.md).
 *
 * An ATmega328P at 16 MHz (an Arduino Nano) scans a matrix of 64 reed switches, one
 * under each hole, and 16 push buttons, and reports every change over the UART as
 * TBP/1 (docs/board-protocol.md) at 115200 baud, 8N1:
 *
 *   HELLO TBP/1 pegboard 1.0 #1       at start and on the host's "HELLO TBP/1"
 *   S XXXXXXXX........ #2             a snapshot: after HELLO, on "SNAP", after "TEST"
 *   L e2 #3 / P e4 #4                 a peg left / went into a hole
 *   K announce #5                     a button was pressed
 *
 * Every line is numbered (#1, #2 ... from power-up, wrapping after 4294967295), so
 * the host sees a lost line and asks for a snapshot. Unknown host lines are ignored,
 * as TBP/1 asks. "TEST" (not part of TBP/1) runs the self-test again.
 *
 * The matrix (pins in board.h): ten rows driven low one at a time (ranks 1 to 8, then
 * two rows of buttons), eight columns (files a to h) read with pull-ups. A closed
 * switch pulls its column low through its diode while its row is driven.
 *
 * Debounce: a switch must read the same for DEBOUNCE_SCANS scans in a row (1 ms
 * apart) before its change is reported; TBP/1 asks for 20 to 50 ms.
 *
 * Self-test at start and on "TEST": with no row driven every column must read open,
 * and every row pin must read back what it drives. A fault is a comment line
 * ("# self-test: ..."), the HELLO's firmware word becomes "1.0-fault", and a stuck
 * column is masked (its holes read empty) so that it sends no stream of events.
 */
#include <avr/interrupt.h>
#include <avr/io.h>
#include <avr/pgmspace.h>
#include <avr/sleep.h>
#include <stdint.h>
#include <util/delay.h>

#include "board.h"

#define VERSION "1.0"
#define BAUD 115200UL
/* Scans (1 ms apart) a switch must read the same before its change counts. */
#define DEBOUNCE_SCANS 20
#define ROWS 10 /* ranks 1..8, key rows 1 and 2 */
#define RX_MAX 31 /* longest host line kept; longer ones are ignored */

/* The button names, key row 1 then key row 2, columns a to h (TBP/1 "K" keys). */
static const char key_names[16][9] PROGMEM = {
    "announce", "repeat", "time",   "moves",  "position", "history", "clock",   "adjust",
    "queen",    "rook",   "bishop", "knight", "draw",     "claim",   "arbiter", "resign",
};

/* --- UART: interrupt-driven, a ring buffer out and one line in ---------------- */

static volatile uint8_t tx_buf[128];
static volatile uint8_t tx_head, tx_tail;
static char rx_line[RX_MAX + 1];
static volatile char rx_ready[RX_MAX + 1];
static volatile uint8_t rx_len, rx_full, rx_skip;

static void uart_init(void) {
    UCSR0A = _BV(U2X0); /* double speed: 115200 baud is 2.1 % off, as on every Arduino */
    UBRR0 = (uint16_t)((F_CPU / (8UL * BAUD)) - 1);
    UCSR0B = _BV(RXEN0) | _BV(TXEN0) | _BV(RXCIE0);
    UCSR0C = _BV(UCSZ01) | _BV(UCSZ00); /* 8N1 */
}

/* Queues a byte; waits while the buffer is full (a line is never cut). */
static void put(char c) {
    uint8_t next = (uint8_t)((tx_head + 1) % sizeof tx_buf);
    while (next == tx_tail) {
    }
    tx_buf[tx_head] = (uint8_t)c;
    tx_head = next;
    UCSR0B |= _BV(UDRIE0);
}

ISR(USART_UDRE_vect) {
    if (tx_head == tx_tail) {
        UCSR0B &= (uint8_t)~_BV(UDRIE0);
        return;
    }
    UDR0 = tx_buf[tx_tail];
    tx_tail = (uint8_t)((tx_tail + 1) % sizeof tx_buf);
}

/* Collects a host line; a line longer than RX_MAX, or one that comes before the last
 * is handled, is dropped (the host asks again). */
ISR(USART_RX_vect) {
    char c = (char)UDR0;
    if (c == '\n') {
        if (!rx_skip && !rx_full) {
            for (uint8_t i = 0; i <= rx_len; i++) rx_ready[i] = i < rx_len ? rx_line[i] : 0;
            rx_full = 1;
        }
        rx_len = 0;
        rx_skip = 0;
    } else if (c != '\r') {
        if (rx_len < RX_MAX) rx_line[rx_len++] = c;
        else rx_skip = 1;
    }
}

/* Writes a string kept in flash (PSTR), so that it takes no RAM. */
static void put_str_P(const char *s) {
    char c;
    while ((c = (char)pgm_read_byte(s++))) put(c);
}

static void put_u32(uint32_t n) {
    char digits[10];
    uint8_t i = 0;
    do {
        digits[i++] = (char)('0' + n % 10);
        n /= 10;
    } while (n);
    while (i) put(digits[--i]);
}

/* Ends a message line with its sequence number (TBP/1 "Sequence numbers"). */
static uint32_t seq;
static void end_line(void) {
    put_str_P(PSTR(" #"));
    put_u32(++seq);
    put('\n');
}

/* --- The matrix ------------------------------------------------------------- */

static uint8_t stable[ROWS];             /* the debounced state, bit = column, 1 = closed */
static uint8_t count[ROWS][8];           /* scans a differing reading has lasted */
static uint8_t column_fault;             /* columns masked by the self-test */
static uint8_t row_fault;                /* rows (ranks 1..8) that do not follow their pin */
static volatile uint8_t tick;            /* set by the 1 kHz timer */

/* Reads row r: drives it low, lets the lines settle, reads the columns. */
static uint8_t read_row(uint8_t r) {
    row_low(r);
    _delay_us(10);
    uint8_t closed = (uint8_t)(columns_low() & (uint8_t)~column_fault);
    row_high(r);
    return closed;
}

static void put_square(uint8_t rank, uint8_t file) {
    put((char)('a' + file));
    put((char)('1' + rank));
}

/* S: rank 8 to rank 1, file a to h within a rank (TBP/1 "S: snapshot"). */
static void snapshot(void) {
    put_str_P(PSTR("S "));
    for (int8_t rank = 7; rank >= 0; rank--)
        for (uint8_t file = 0; file < 8; file++) put((stable[rank] >> file) & 1 ? 'X' : '.');
    end_line();
}

static void hello(void) {
    put_str_P(PSTR("HELLO TBP/1 pegboard " VERSION));
    if (column_fault || row_fault) put_str_P(PSTR("-fault"));
    end_line();
}

/* Reports a debounced change of switch (r, c): L/P for a hole, K for a pressed key. */
static void report(uint8_t r, uint8_t c, uint8_t closed) {
    if (r < 8) {
        put_str_P(closed ? PSTR("P ") : PSTR("L "));
        put_square(r, c);
        end_line();
    } else if (closed) {
        put_str_P(PSTR("K "));
        put_str_P(key_names[(r - 8) * 8 + c]);
        end_line();
    }
}

/* One scan: each switch that has read differently for DEBOUNCE_SCANS scans changes. */
static void scan(void) {
    for (uint8_t r = 0; r < ROWS; r++) {
        uint8_t now = read_row(r);
        for (uint8_t c = 0; c < 8; c++) {
            uint8_t bit = (uint8_t)_BV(c);
            if (((now ^ stable[r]) & bit) == 0) {
                count[r][c] = 0; /* a bounce back resets the count */
            } else if (++count[r][c] >= DEBOUNCE_SCANS) {
                count[r][c] = 0;
                stable[r] ^= bit;
                report(r, c, (stable[r] & bit) != 0);
            }
        }
    }
}

/* --- Self-test ------------------------------------------------------------------ */

static void self_test(void) {
    column_fault = 0;
    row_fault = 0;
    all_rows_high();
    _delay_us(50);
    /* No row is driven: a column that reads low is shorted to ground (or to a row). */
    uint8_t stuck = columns_low();
    for (uint8_t c = 0; c < 8; c++) {
        if (stuck & _BV(c)) {
            put_str_P(PSTR("# self-test: file "));
            put((char)('a' + c));
            put_str_P(PSTR(" reads closed with no row driven: check that column for a short\n"));
        }
    }
    column_fault = stuck;
    /* Every row pin must read back what it drives (a short to 5 V or ground). */
    for (uint8_t r = 0; r < ROWS; r++) {
        row_low(r);
        _delay_us(10);
        uint8_t low_ok = !row_reads_high(r);
        row_high(r);
        _delay_us(10);
        if (!low_ok || !row_reads_high(r)) {
            row_fault |= r < 8 ? (uint8_t)_BV(r) : 0;
            put_str_P(PSTR("# self-test: row "));
            if (r < 8) put((char)('1' + r));
            else put_str_P(r == 8 ? PSTR("key-1") : PSTR("key-2"));
            put_str_P(PSTR(" does not follow its pin: check that row for a short\n"));
        }
    }
    if (!column_fault && !row_fault) put_str_P(PSTR("# self-test: ok\n"));
}

/* --- Host lines ------------------------------------------------------------- */

/* Whether line starts with the word w (any case), followed by a blank or its end. */
static uint8_t word_is(const char *line, const char *w) {
    while (*line == ' ' || *line == '\t') line++;
    for (; *w; w++, line++)
        if ((*line | 0x20) != (*w | 0x20)) return 0;
    return *line == 0 || *line == ' ' || *line == '\t';
}

static void host_line(const char *line) {
    if (word_is(line, "hello")) { /* "HELLO TBP/1": who we are, then the board */
        hello();
        snapshot();
    } else if (word_is(line, "snap")) {
        snapshot();
    } else if (word_is(line, "test")) {
        self_test();
        hello();
        snapshot();
    } /* PING and anything else: nothing (TBP/1 "Host to device") */
}

static void poll_host(void) {
    if (!rx_full) return;
    char line[RX_MAX + 1];
    for (uint8_t i = 0; i <= RX_MAX; i++) line[i] = rx_ready[i];
    rx_full = 0;
    host_line(line);
}

/* --- Start and main loop ------------------------------------------------------ */

ISR(TIMER0_COMPA_vect) { tick = 1; }

static void timer_init(void) {
    TCCR0A = _BV(WGM01);             /* CTC */
    OCR0A = (uint8_t)(F_CPU / 64 / 1000 - 1); /* 16 MHz / 64 / 250 = 1 kHz */
    TCCR0B = _BV(CS01) | _BV(CS00);  /* clock / 64 */
    TIMSK0 = _BV(OCIE0A);
}

int main(void) {
    pins_init();
    uart_init();
    timer_init();
    sei();
    self_test();
    /* The board as it is at start is the truth: no events for pegs already in. */
    for (uint8_t r = 0; r < ROWS; r++) stable[r] = read_row(r);
    hello();
    snapshot();
    set_sleep_mode(SLEEP_MODE_IDLE);
    for (;;) {
        cli();
        if (!tick) {
            sleep_enable();
            sei();
            sleep_cpu(); /* until the timer or the UART wakes us */
            sleep_disable();
        }
        sei();
        if (tick) {
            tick = 0;
            scan();
        }
        poll_host();
    }
}
