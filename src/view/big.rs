//! The view's block font: the last move in letters big enough to read from across the
//! table (product.md: the sighted opponent reads the blind player's move off the
//! screen).
//!
//! Each glyph is a bitmap 8 pixels high (7 rows and a descender row for `g`), drawn
//! here by hand, for every character a move in algebraic notation can hold in any of
//! taktil's locales: the digits, the files `a`–`h`, the piece letters `K Q R B N`
//! (English) and `D T L S H` (German, Danish, Norwegian, Swedish, Icelandic; see
//! `notation-*` in `locales/`), `x + # = -`, `O` for castling, `.` and a space. A
//! character without a glyph is drawn as `?`. Two sizes: [`Size::Large`] draws a pixel
//! as two full blocks (8 rows of text), [`Size::Small`] packs two pixel rows into one
//! row of text with half blocks (4 rows).

/// Pixel rows of every glyph.
pub const PIXELS: usize = 8;

/// One glyph: `#` is a lit pixel. Every row of a glyph has the same width.
type Bitmap = [&'static str; PIXELS];

/// The font, one entry per character.
const GLYPHS: &[(char, Bitmap)] = &[
    ('0', [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###.", "....."]),
    ('1', ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###.", "....."]),
    ('2', [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####", "....."]),
    ('3', ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###.", "....."]),
    ('4', ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#.", "....."]),
    ('5', ["#####", "#....", "####.", "....#", "....#", "#...#", ".###.", "....."]),
    ('6', ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###.", "....."]),
    ('7', ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#...", "....."]),
    ('8', [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###.", "....."]),
    ('9', [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##..", "....."]),
    ('a', [".....", ".....", ".###.", "....#", ".####", "#...#", ".####", "....."]),
    ('b', ["#....", "#....", "#.##.", "##..#", "#...#", "#...#", "####.", "....."]),
    ('c', [".....", ".....", ".###.", "#....", "#....", "#...#", ".###.", "....."]),
    ('d', ["....#", "....#", ".##.#", "#..##", "#...#", "#...#", ".####", "....."]),
    ('e', [".....", ".....", ".###.", "#...#", "#####", "#....", ".###.", "....."]),
    ('f', ["..##.", ".#..#", ".#...", "###..", ".#...", ".#...", ".#...", "....."]),
    ('g', [".....", ".....", ".####", "#...#", "#...#", ".####", "....#", ".###."]),
    ('h', ["#....", "#....", "#.##.", "##..#", "#...#", "#...#", "#...#", "....."]),
    ('B', ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####.", "....."]),
    ('D', ["###..", "#..#.", "#...#", "#...#", "#...#", "#..#.", "###..", "....."]),
    ('H', ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#", "....."]),
    ('K', ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#", "....."]),
    ('L', ["#....", "#....", "#....", "#....", "#....", "#....", "#####", "....."]),
    ('N', ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "....."]),
    ('O', [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###.", "....."]),
    ('Q', [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#", "....."]),
    ('R', ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#", "....."]),
    ('S', [".####", "#....", "#....", ".###.", "....#", "....#", "####.", "....."]),
    ('T', ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#..", "....."]),
    ('x', [".....", ".....", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "....."]),
    ('+', [".....", "..#..", "..#..", "#####", "..#..", "..#..", ".....", "....."]),
    ('#', [".#.#.", ".#.#.", "#####", ".#.#.", "#####", ".#.#.", ".#.#.", "....."]),
    ('=', [".....", ".....", "#####", ".....", "#####", ".....", ".....", "....."]),
    ('-', [".....", ".....", ".....", "####.", ".....", ".....", ".....", "....."]),
    ('.', ["..", "..", "..", "..", "..", "##", "##", ".."]),
    (' ', ["...", "...", "...", "...", "...", "...", "...", "..."]),
    ('?', [".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#..", "....."]),
];

/// How big the letters are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// A pixel is two full blocks side by side: 8 rows of text.
    Large,
    /// Two pixel rows share a row of text (half blocks): 4 rows.
    Small,
}

impl Size {
    /// Rows of text the letters take.
    pub const fn rows(self) -> u16 {
        match self {
            Size::Large => PIXELS as u16,
            Size::Small => PIXELS.div_ceil(2) as u16,
        }
    }

    /// Columns of text one pixel takes.
    const fn columns(self) -> usize {
        match self {
            Size::Large => 2,
            Size::Small => 1,
        }
    }
}

/// The glyph of a character, if the font has one.
pub fn glyph(ch: char) -> Option<&'static Bitmap> {
    GLYPHS.iter().find(|(c, _)| *c == ch).map(|(_, g)| g)
}

/// Whether the font draws this character (else it is drawn as `?`).
pub fn has_glyph(ch: char) -> bool {
    glyph(ch).is_some()
}

/// Every character the font draws.
pub fn characters() -> impl Iterator<Item = char> {
    GLYPHS.iter().map(|(c, _)| *c)
}

/// The glyphs of a text, a missing one as `?`.
fn glyphs(text: &str) -> Vec<&'static Bitmap> {
    const FALLBACK: Bitmap = ["?"; PIXELS];
    text.chars().map(|c| glyph(c).or_else(|| glyph('?')).unwrap_or(&FALLBACK)).collect()
}

/// Columns of text `text` takes at `size`: each glyph, and one pixel between glyphs.
pub fn width(text: &str, size: Size) -> usize {
    let pixels: usize = glyphs(text).iter().map(|g| g[0].len() + 1).sum();
    pixels.saturating_sub(1) * size.columns()
}

/// The largest size at which `text` fits in `columns` × `rows`, if any.
pub fn fit(text: &str, columns: u16, rows: u16) -> Option<Size> {
    [Size::Large, Size::Small]
        .into_iter()
        .find(|&size| size.rows() <= rows && width(text, size) <= usize::from(columns))
}

/// One pixel row of `text`: lit or not, pixel by pixel, one dark pixel between glyphs.
fn pixel_row(glyphs: &[&Bitmap], row: usize) -> Vec<bool> {
    let mut pixels = Vec::new();
    for (i, g) in glyphs.iter().enumerate() {
        if i > 0 {
            pixels.push(false);
        }
        pixels.extend(g[row].chars().map(|c| c == '#'));
    }
    pixels
}

/// `text` in the block font at `size`: [`Size::rows`] lines of equal width (trailing
/// blanks kept, so the lines line up).
pub fn render(text: &str, size: Size) -> Vec<String> {
    let glyphs = glyphs(text);
    match size {
        Size::Large => (0..PIXELS)
            .map(|row| pixel_row(&glyphs, row).into_iter().map(|on| if on { "██" } else { "  " }).collect())
            .collect(),
        Size::Small => (0..PIXELS)
            .step_by(2)
            .map(|row| {
                let upper = pixel_row(&glyphs, row);
                let lower = if row + 1 < PIXELS { pixel_row(&glyphs, row + 1) } else { vec![false; upper.len()] };
                upper
                    .into_iter()
                    .zip(lower)
                    .map(|pair| match pair {
                        (true, true) => '█',
                        (true, false) => '▀',
                        (false, true) => '▄',
                        (false, false) => ' ',
                    })
                    .collect()
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_has_the_same_height_and_straight_edges() {
        for (ch, g) in GLYPHS {
            assert_eq!(g.len(), PIXELS, "{ch:?}");
            let w = g[0].len();
            assert!(w > 0, "{ch:?}");
            for row in g {
                assert_eq!(row.len(), w, "{ch:?}: every row as wide as the first");
                assert!(row.chars().all(|c| c == '#' || c == '.'), "{ch:?}: only # and .");
            }
        }
    }

    #[test]
    fn no_character_twice() {
        let mut seen: Vec<char> = characters().collect();
        seen.sort_unstable();
        let before = seen.len();
        seen.dedup();
        assert_eq!(seen.len(), before);
    }

    #[test]
    fn every_character_of_algebraic_notation_in_every_locale() {
        // The files, ranks and signs, and the piece letters of en, de/da/nb/sv and is.
        for ch in "abcdefgh0123456789x+#=-O.KQRBNDTLSH ".chars() {
            assert!(has_glyph(ch), "no glyph for {ch:?}");
        }
    }

    #[test]
    fn both_sizes_line_up() {
        for text in ["Nf3", "exd8=Q#", "O-O-O", "Sxe5+", "1...", "?"] {
            for size in [Size::Large, Size::Small] {
                let lines = render(text, size);
                assert_eq!(lines.len(), usize::from(size.rows()), "{text}");
                for line in &lines {
                    assert_eq!(line.chars().count(), width(text, size), "{text} {size:?}");
                }
            }
        }
        // The longest moves fit a wide terminal at the large size.
        assert!(width("exd8=Q#", Size::Large) <= 84);
    }

    #[test]
    fn a_missing_character_is_a_question_mark() {
        assert_eq!(render("é", Size::Small), render("?", Size::Small));
    }

    #[test]
    fn fit_picks_the_largest_size_that_fits() {
        assert_eq!(fit("e4", 100, 8), Some(Size::Large));
        assert_eq!(fit("e4", 100, 7), Some(Size::Small));
        assert_eq!(fit("exd8=Q#", 60, 20), Some(Size::Small));
        assert_eq!(fit("e4", 5, 20), None);
        assert_eq!(fit("e4", 100, 3), None);
    }
}
