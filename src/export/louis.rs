//! liblouis, the braille translator of the free screen readers, through its C API: a
//! print line in, its cells out as Unicode braille (U+2800 to U+28FF), by the table
//! of the player's locale ([`super::braille::tables`], issue 17 point 4). Built with the
//! `louis` feature only, which links the system's liblouis (Debian: `liblouis-dev`,
//! the tables in `liblouis-data`).
//!
//! Why our own three declarations rather than the `louis` crate: that crate (0.6,
//! 2019) generates its bindings with bindgen 0.37 at build time, and builds a bundled
//! liblouis 3.7 when pkg-config does not find one; we need three functions of the
//! stable API (`lou_version`, `lou_charSize`, `lou_translateString`), declared as the
//! header `liblouis.h` of liblouis 3.x declares them.
//!
//! liblouis keeps its compiled tables in global state that is not safe to use from two
//! threads at once (its documentation: "not thread-safe"), so every call goes through
//! one lock.
//!
//! # Examples
//!
//! ```
//! # #[cfg(feature = "louis")] {
//! use taktil::export::louis::translate;
//!
//! // German computer braille: the capital sign dot 4, then s, f, and 3 as a lower digit.
//! assert_eq!(translate("de-comp6.utb", "Sf3")?, "⠈⠎⠋⠩");
//! # }
//! # Ok::<_, taktil::export::louis::LouisError>(())
//! ```

use std::{
    ffi::{CStr, CString, c_char, c_int, c_void},
    sync::Mutex,
};

#[link(name = "louis")]
unsafe extern "C" {
    fn lou_version() -> *const c_char;
    fn lou_charSize() -> c_int;
    #[allow(clippy::too_many_arguments)]
    fn lou_translateString(
        table_list: *const c_char,
        inbuf: *const c_void,
        inlen: *mut c_int,
        outbuf: *mut c_void,
        outlen: *mut c_int,
        typeform: *mut u16,
        spacing: *mut c_char,
        mode: c_int,
    ) -> c_int;
}

/// `dotsIO | ucBrl` of `liblouis.h`: the output is the cells themselves, as Unicode
/// braille, whatever the table's display table says.
const DOTS_AS_UNICODE: c_int = 4 | 64;

/// liblouis's global state: one caller at a time.
static LOCK: Mutex<()> = Mutex::new(());

/// Why liblouis gave no braille for a line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LouisError {
    /// The table list cannot be compiled (a file missing from liblouis's table folder,
    /// or a table with errors); liblouis has printed its own reason on standard error.
    #[error(
        "liblouis cannot translate with the table {table}: is it installed (Debian: liblouis-data, in /usr/share/liblouis/tables)?"
    )]
    Table {
        /// The table list given.
        table: String,
    },
    /// A cell outside Unicode braille came back (liblouis's virtual dots 9 to 16).
    #[error("liblouis's table {table} gave {c:?}, which is no braille cell, for {text:?}")]
    NotACell {
        /// The table list.
        table: String,
        /// The line translated.
        text: String,
        /// What came back.
        c: char,
    },
    /// The text has a NUL character, which C strings cannot hold.
    #[error("{text:?} cannot be given to liblouis: it holds a NUL character")]
    Nul {
        /// The line.
        text: String,
    },
}

/// liblouis's version, e.g. "3.24.0".
pub fn version() -> String {
    let _guard = LOCK.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // SAFETY: lou_version returns a pointer to a static NUL-terminated string.
    let version = unsafe { CStr::from_ptr(lou_version()) };
    version.to_string_lossy().into_owned()
}

/// The cells of `text` by the table list `table` (names as liblouis takes them, comma
/// separated, looked up in its table folder), as Unicode braille: the same cells as
/// `lou_translate --forward unicode.dis,TABLE` prints.
///
/// # Errors
/// A table that cannot be compiled, text with a NUL, an output that is no cell.
pub fn translate(table: &str, text: &str) -> Result<String, LouisError> {
    let tables = CString::new(table).map_err(|_| LouisError::Table { table: table.to_owned() })?;
    if text.contains('\0') {
        return Err(LouisError::Nul { text: text.to_owned() });
    }
    if text.is_empty() {
        return Ok(String::new());
    }
    let _guard = LOCK.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    // SAFETY: lou_charSize has no arguments and reads nothing but a constant.
    let wide = unsafe { lou_charSize() };
    let out = if wide == 2 {
        let input: Vec<u16> = text.encode_utf16().collect();
        run::<u16>(&tables, &input)?
    } else {
        let input: Vec<u32> = text.chars().map(u32::from).collect();
        run::<u32>(&tables, &input)?
    };
    cells(table, text, &out)
}

/// The Unicode braille of liblouis's output units.
fn cells(table: &str, text: &str, out: &[u32]) -> Result<String, LouisError> {
    out.iter()
        .map(|&unit| {
            char::from_u32(unit).filter(|c| ('\u{2800}'..='\u{28FF}').contains(c)).ok_or_else(|| LouisError::NotACell {
                table: table.to_owned(),
                text: text.to_owned(),
                c: char::from_u32(unit).unwrap_or(char::REPLACEMENT_CHARACTER),
            })
        })
        .collect()
}

/// One call of `lou_translateString` with `W`-wide characters (liblouis's `widechar`,
/// 2 or 4 bytes as it was built); the output units. Called with [`LOCK`] held.
fn run<W: Copy + Default + Into<u32>>(tables: &CString, input: &[W]) -> Result<Vec<u32>, LouisError> {
    let table = || LouisError::Table { table: tables.to_string_lossy().into_owned() };
    let mut inlen = c_int::try_from(input.len()).map_err(|_| table())?;
    // Room for the longest translation of these tables: a character becomes at most a
    // few cells (an escape such as '\xe6' for a character a table lacks is the longest).
    let room = input.len().saturating_mul(12).saturating_add(16);
    let mut output = vec![W::default(); room];
    let mut outlen = c_int::try_from(room).map_err(|_| table())?;
    // SAFETY: the buffers are as long as the lengths given, the table list is a
    // NUL-terminated string, typeform and spacing may be null (liblouis.h), and W is
    // liblouis's widechar width (lou_charSize, checked by the caller).
    let ok = unsafe {
        lou_translateString(
            tables.as_ptr(),
            input.as_ptr().cast(),
            &mut inlen,
            output.as_mut_ptr().cast(),
            &mut outlen,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            DOTS_AS_UNICODE,
        )
    };
    if ok == 0 {
        return Err(table());
    }
    output.truncate(usize::try_from(outlen).unwrap_or(0).min(room));
    Ok(output.into_iter().map(Into::into).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_version_is_three_point_something() {
        assert!(version().starts_with('3'), "{}", version());
    }

    #[test]
    fn a_missing_table_is_an_error_not_a_crash() {
        assert!(matches!(translate("no-such-table.ctb", "e4"), Err(LouisError::Table { .. })));
        assert!(matches!(translate("de-comp6.utb", "e\u{0}4"), Err(LouisError::Nul { .. })));
    }

    #[test]
    fn letters_of_each_language() {
        use crate::export::braille::{BrailleCode, tables};
        let literary = |locale| tables(locale, BrailleCode::Literary).brf;
        // German: ü is dots 1-2-5-6, the capital sign dots 4-6 (and the chess table's
        // white knight is s with dot 7, its black knight s).
        assert_eq!(translate(literary("de"), "ü Sf3").as_deref(), Ok("⠳⠀⠨⠎⠋⠼⠉"));
        assert_eq!(translate(literary("de"), "♘♞").as_deref(), Ok("⡎⠎"));
        // Danish, Norwegian: æ is dots 3-4-5, ø dots 2-4-6.
        assert_eq!(translate(literary("da"), "æø").as_deref(), Ok("⠜⠪"));
        assert_eq!(translate(literary("nb"), "æø").as_deref(), Ok("⠜⠪"));
        // Swedish: å is dots 1-6, ä dots 3-4-5, ö dots 2-4-6.
        assert_eq!(translate(literary("sv"), "åäö").as_deref(), Ok("⠡⠜⠪"));
        // Icelandic: þ is dots 1-2-4-6, ð dots 1-5-6, and a digit after the number sign.
        assert_eq!(translate(literary("is"), "þð e4").as_deref(), Ok("⠫⠱⠀⠑⠼⠙"));
        // English computer braille (CBC): 4 is the lower-cell dots 2-5-6.
        assert_eq!(translate(tables("en", BrailleCode::Computer).brf, "e4").as_deref(), Ok("⠑⠲"));
    }

    #[test]
    fn threads_take_turns() {
        let handles: Vec<_> =
            (0..4).map(|_| std::thread::spawn(|| translate("en-us-comp6.ctb", "1. e4 e5").map(|s| s.len()))).collect();
        for h in handles {
            assert!(h.join().expect("no panic").is_ok());
        }
    }
}
