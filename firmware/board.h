/*
 * board.h: the pins of the reference peg board on an Arduino Nano (ATmega328P).
 * docs/hardware.md, "Wiring", draws the same table.
 *
 *   columns (inputs, internal pull-ups)      rows (outputs, driven low one at a time)
 *   file a..f  A0..A5  PC0..PC5              rank 1..4  D4..D7   PD4..PD7
 *   file g     D2      PD2                   rank 5..8  D8..D11  PB0..PB3
 *   file h     D3      PD3                   key row 1  D12      PB4
 *                                            key row 2  D13      PB5 (the Nano's LED)
 *
 * D0/D1 (PD0/PD1) are the UART to the USB serial chip. A board wired in another order
 * changes only this file.
 */
#ifndef PEGBOARD_BOARD_H
#define PEGBOARD_BOARD_H

#include <avr/io.h>
#include <stdint.h>

/* Rows idle high (push-pull: the diodes keep a high row off the columns). */
static inline void pins_init(void) {
    DDRC &= (uint8_t)~0x3F; /* files a..f in */
    PORTC |= 0x3F;          /* pull-ups */
    DDRD = (uint8_t)((DDRD & (uint8_t)~0x0C) | 0xF0); /* g, h in; ranks 1..4 out */
    PORTD |= 0xFC;          /* pull-ups on g, h; rows high */
    DDRB |= 0x3F;           /* ranks 5..8, key rows out */
    PORTB |= 0x3F;          /* rows high */
}

/* Bit c set: column (file) c reads low, a closed switch on the driven row. */
static inline uint8_t columns_low(void) {
    uint8_t low_c = (uint8_t)(~PINC & 0x3F);
    uint8_t low_d = (uint8_t)((~PIND & 0x0C) << 4);
    return (uint8_t)(low_c | low_d);
}

static inline void row_low(uint8_t r) {
    if (r < 4) PORTD &= (uint8_t)~_BV(4 + r);
    else PORTB &= (uint8_t)~_BV(r - 4);
}

static inline void row_high(uint8_t r) {
    if (r < 4) PORTD |= (uint8_t)_BV(4 + r);
    else PORTB |= (uint8_t)_BV(r - 4);
}

static inline void all_rows_high(void) {
    PORTD |= 0xF0;
    PORTB |= 0x3F;
}

/* The row's pin as read back (PINx), for the self-test. */
static inline uint8_t row_reads_high(uint8_t r) {
    return r < 4 ? (PIND >> (4 + r)) & 1 : (PINB >> (r - 4)) & 1;
}

#endif
