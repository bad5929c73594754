//! The rustls client configuration robomod's own TLS connections use (IMAP; lettre builds its
//! own for SMTP): the webpki roots, plus the certificates of an optional CA file (a private CA,
//! or the throwaway CA of the loopback test servers). The ring provider is named explicitly so
//! that no process-wide default has to be installed.

use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;
use std::path::Path;
use std::sync::Arc;

/// Why a TLS client configuration cannot be built.
#[derive(Debug, thiserror::Error)]
pub enum TlsSetupError {
    #[error("cannot read the CA file {path}: {message}")]
    CaFile { path: String, message: String },
    #[error("TLS setup failed: {0}")]
    Rustls(#[from] rustls::Error),
}

/// A client config trusting the webpki roots and every certificate in `ca_file`.
pub fn client_config(ca_file: Option<&Path>) -> Result<Arc<rustls::ClientConfig>, TlsSetupError> {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = ca_file {
        let err = |message: String| TlsSetupError::CaFile {
            path: path.display().to_string(),
            message,
        };
        let certs = CertificateDer::pem_file_iter(path)
            .map_err(|e| err(e.to_string()))?
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| err(e.to_string()))?;
        if certs.is_empty() {
            return Err(err("no PEM certificate in it".into()));
        }
        for c in certs {
            roots.add(c)?;
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}
