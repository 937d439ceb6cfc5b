//! The few BrlAPI calls the display adapter makes, over libbrlapi's C API (BRLTTY 6.5,
//! `brlapi.h`): a connection of its own (the `brlapi__` functions with a handle, so
//! nothing is process-wide), TTY mode on the root of the TTY tree, text written as
//! UTF-8, keys read with a timeout.
//!
//! A small FFI of our own rather than the `brlapi` crate (0.4.1): that crate also links
//! liblouis (its `liblouis-sys`, another system library and bindgen run) for a feature
//! the display does not use, and opens each connection on a thread of its own.
//!
//! libbrlapi's default exception handler prints and aborts: every connection gets one
//! that does nothing, so an error packet from the server never ends taktil (the call
//! that meets a broken connection fails and the adapter sees BRLTTY gone).

use std::{
    ffi::{CStr, CString, c_char, c_int, c_uint, c_void},
    time::Duration,
};

use super::BrailleError;

/// `brlapi_connectionSettings_t`.
#[repr(C)]
struct Settings {
    auth: *const c_char,
    host: *const c_char,
}

/// `brlapi_writeArguments_t`.
#[repr(C)]
struct WriteArguments {
    display_number: c_int,
    region_begin: c_uint,
    region_size: c_int,
    text: *const c_char,
    text_size: c_int,
    and_mask: *const u8,
    or_mask: *const u8,
    cursor: c_int,
    charset: *const c_char,
}

/// `brlapi_error_t`.
#[repr(C)]
struct ErrorInfo {
    brlerrno: c_int,
    libcerrno: c_int,
    gaierrno: c_int,
    errfun: *const c_char,
}

/// `brlapi__exceptionHandler_t`.
type ExceptionHandler = unsafe extern "C" fn(*mut c_void, c_int, u32, *const c_void, usize);

/// `BRLAPI_DISPLAY_DEFAULT`.
const DISPLAY_DEFAULT: c_int = -1;
/// `BRLAPI_CURSOR_OFF`.
const CURSOR_OFF: c_int = 0;

#[link(name = "brlapi")]
unsafe extern "C" {
    fn brlapi_getHandleSize() -> usize;
    fn brlapi__openConnection(handle: *mut c_void, desired: *const Settings, actual: *mut Settings) -> c_int;
    fn brlapi__closeConnection(handle: *mut c_void);
    fn brlapi__setExceptionHandler(handle: *mut c_void, handler: Option<ExceptionHandler>) -> Option<ExceptionHandler>;
    fn brlapi__enterTtyModeWithPath(
        handle: *mut c_void,
        ttys: *const c_int,
        count: c_int,
        driver: *const c_char,
    ) -> c_int;
    fn brlapi__getDisplaySize(handle: *mut c_void, x: *mut c_uint, y: *mut c_uint) -> c_int;
    fn brlapi__write(handle: *mut c_void, arguments: *const WriteArguments) -> c_int;
    fn brlapi__readKeyWithTimeout(handle: *mut c_void, timeout_ms: c_int, code: *mut u64) -> c_int;
    fn brlapi_error_location() -> *mut ErrorInfo;
    fn brlapi_strerror_r(error: *const ErrorInfo, buf: *mut c_char, len: usize) -> usize;
}

/// Ignores an error packet of the server (instead of libbrlapi's abort).
unsafe extern "C" fn ignore(_handle: *mut c_void, _error: c_int, _kind: u32, _packet: *const c_void, _size: usize) {}

/// The last BrlAPI error of this thread, in libbrlapi's words.
fn failed(call: &'static str) -> BrailleError {
    let mut buf = [0 as c_char; 256];
    // SAFETY: brlapi_error_location returns this thread's error record, valid for the
    // thread's life; brlapi_strerror_r writes at most `len` bytes, NUL-terminated.
    let reason = unsafe {
        brlapi_strerror_r(brlapi_error_location(), buf.as_mut_ptr(), buf.len());
        CStr::from_ptr(buf.as_ptr()).to_string_lossy().into_owned()
    };
    BrailleError::Call { call, reason }
}

/// One open BrlAPI connection in TTY mode. Dropping it closes the connection.
pub struct Connection {
    /// libbrlapi's handle: `brlapi_getHandleSize()` bytes, 8-aligned.
    handle: Vec<u64>,
}

impl Connection {
    /// Connects to `host` (`None`: BRLTTY's default) and takes the display.
    ///
    /// # Errors
    /// BRLTTY does not answer, refuses, or gives no TTY.
    pub fn open(host: Option<&str>) -> Result<Connection, BrailleError> {
        let host = host.map(CString::new).transpose().map_err(|e| BrailleError::Host(e.to_string()))?;
        // SAFETY: a plain size query.
        let size = unsafe { brlapi_getHandleSize() };
        let mut connection = Connection { handle: vec![0; size.div_ceil(8)] };
        let settings =
            Settings { auth: std::ptr::null(), host: host.as_ref().map_or(std::ptr::null(), |h| h.as_ptr()) };
        let handle = connection.ptr();
        // SAFETY: `handle` is brlapi_getHandleSize() bytes owned by `connection`;
        // `settings` and the host string live across the call.
        if unsafe { brlapi__openConnection(handle, &settings, std::ptr::null_mut()) } < 0 {
            let e = failed("openConnection");
            // Not connected: nothing to close; the handle is only memory.
            connection.handle.clear();
            return Err(e);
        }
        // SAFETY: the handle is open; `ignore` has the handler's signature.
        unsafe { brlapi__setExceptionHandler(handle, Some(ignore)) };
        // SAFETY: no TTY path (count 0): the root, as a screen reader takes it.
        if unsafe { brlapi__enterTtyModeWithPath(handle, std::ptr::null(), 0, std::ptr::null()) } < 0 {
            return Err(failed("enterTtyModeWithPath"));
        }
        Ok(connection)
    }

    fn ptr(&mut self) -> *mut c_void {
        self.handle.as_mut_ptr().cast()
    }

    /// The number of cells of the display.
    ///
    /// # Errors
    /// BRLTTY went away.
    pub fn cells(&mut self) -> Result<usize, BrailleError> {
        let (mut x, mut y) = (0, 0);
        // SAFETY: the handle is open; x and y are written.
        if unsafe { brlapi__getDisplaySize(self.ptr(), &mut x, &mut y) } < 0 {
            return Err(failed("getDisplaySize"));
        }
        Ok(usize::try_from(x.saturating_mul(y.max(1))).unwrap_or(1))
    }

    /// Shows `text` (exactly the display's width of characters) as UTF-8 text, its
    /// cells made by BRLTTY's text table, no cursor.
    ///
    /// # Errors
    /// BRLTTY went away.
    pub fn write(&mut self, text: &str) -> Result<(), BrailleError> {
        let size = c_int::try_from(text.chars().count()).unwrap_or(c_int::MAX);
        let bytes = c_int::try_from(text.len()).unwrap_or(c_int::MAX);
        let arguments = WriteArguments {
            display_number: DISPLAY_DEFAULT,
            region_begin: 1,
            // Negative: the rest of the display is blank.
            region_size: -size,
            text: text.as_ptr().cast(),
            text_size: bytes,
            and_mask: std::ptr::null(),
            or_mask: std::ptr::null(),
            cursor: CURSOR_OFF,
            charset: c"UTF-8".as_ptr(),
        };
        // SAFETY: the handle is open; `text` holds `text_size` bytes of UTF-8 and
        // lives across the call.
        if unsafe { brlapi__write(self.ptr(), &arguments) } < 0 {
            return Err(failed("write"));
        }
        Ok(())
    }

    /// A key pressed within `timeout`, if any.
    ///
    /// # Errors
    /// BRLTTY went away.
    pub fn read_key(&mut self, timeout: Duration) -> Result<Option<u64>, BrailleError> {
        let ms = c_int::try_from(timeout.as_millis()).unwrap_or(c_int::MAX);
        let mut code = 0u64;
        // SAFETY: the handle is open; `code` is written when a key came.
        match unsafe { brlapi__readKeyWithTimeout(self.ptr(), ms, &mut code) } {
            1 => Ok(Some(code)),
            0 => Ok(None),
            _ => Err(failed("readKey")),
        }
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        if self.handle.is_empty() {
            return;
        }
        // SAFETY: the handle was opened and is closed once.
        unsafe { brlapi__closeConnection(self.ptr()) };
    }
}
