//! Bytes kept compressed (issue 50): the mails robomod sends (their JSON, whose bodies many
//! mails of a round share words with) and the mails it receives (their raw bytes), zlib at the
//! default level (flate2, as the pictures are compressed). A round's mails take a seventh of
//! the room they took as text; reading one back costs microseconds.

use super::Error;
use flate2::Compression;
use flate2::read::ZlibDecoder;
use flate2::write::ZlibEncoder;
use std::io::{Read as _, Write as _};

/// `bytes`, compressed.
pub fn pack(bytes: &[u8]) -> Vec<u8> {
    let mut z = ZlibEncoder::new(
        Vec::with_capacity(bytes.len() / 4 + 16),
        Compression::default(),
    );
    // Writing to a vector cannot fail.
    let _ = z.write_all(bytes);
    z.finish().unwrap_or_default()
}

/// What [`pack`] compressed; `what` names it in the error when it does not read back.
pub fn unpack(bytes: &[u8], what: &str) -> Result<Vec<u8>, Error> {
    let mut out = Vec::with_capacity(bytes.len() * 4);
    ZlibDecoder::new(bytes)
        .read_to_end(&mut out)
        .map_err(|e| Error::Corrupt(format!("{what} does not read back: {e}")))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn what_is_packed_unpacks_the_same_and_smaller() {
        let text = "PROGRAM 1GN 2BU 1RE\n".repeat(200);
        let packed = super::pack(text.as_bytes());
        assert!(packed.len() * 10 < text.len(), "{}", packed.len());
        let back = super::unpack(&packed, "a mail").unwrap();
        assert_eq!(back, text.as_bytes());
        let err = super::unpack(b"not zlib", "outbox mail 7").unwrap_err();
        assert!(
            err.to_string().contains("outbox mail 7 does not read back"),
            "{err}"
        );
    }
}
