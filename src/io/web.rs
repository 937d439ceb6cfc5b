//! What taktil's two HTTP clients of Lichess share (the broadcast's push,
//! [`super::push`], and the Board API, [`super::lichess`]): the address checked before
//! anything is sent, and a server's words cut to a length for a message.

/// Whether this taktil speaks TLS: the `tls` feature, which gives ureq its TLS.
pub const TLS: bool = cfg!(feature = "tls");

/// The longest error text kept from an answer, in characters.
pub const MAX_ERROR: usize = 300;

/// What is wrong with an address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UrlFault {
    /// It is no `http://` or `https://` address with a host: why.
    Bad(&'static str),
    /// An `https://` address, and this taktil was built without TLS.
    NoTls,
}

/// The host of `url`, when it is `http://HOST…` or `https://HOST…` and this taktil can
/// speak its scheme.
///
/// # Errors
/// What is wrong with it.
pub fn host_of(url: &str) -> Result<(String, ureq::http::Uri), UrlFault> {
    let uri: ureq::http::Uri = url.parse().map_err(|_| UrlFault::Bad("it cannot be read as a URL"))?;
    let host = uri.host().filter(|h| !h.is_empty()).ok_or(UrlFault::Bad("it names no host"))?.to_owned();
    match uri.scheme_str() {
        Some("http") => Ok((host, uri)),
        Some("https") if TLS => Ok((host, uri)),
        Some("https") => Err(UrlFault::NoTls),
        _ => Err(UrlFault::Bad("it must begin with http:// or https://")),
    }
}

/// `text` cut to [`MAX_ERROR`] characters, with `…` when it was longer.
#[must_use]
pub fn cut(text: &str) -> String {
    if text.chars().count() <= MAX_ERROR {
        return text.to_owned();
    }
    let mut short: String = text.chars().take(MAX_ERROR).collect();
    short.push('…');
    short
}
