import Foundation

/// `file:` URIs and the paths they name (percent-escapes decoded), as list files are read by
/// path and their diagnostics published by URI.
enum FileURI {
    /// The path of a `file:` URI; nil for any other scheme (`untitled:`).
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file:"), let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.isEmpty ? nil : path
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
