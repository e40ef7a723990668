/// The MIME type essence a response's type is compared by: `type/subtype`, ASCII-lowercased,
/// parameters dropped (`Text/HTML; charset=utf-8` is `text/html`), as the WHATWG MIME Sniffing
/// standard parses a MIME type. One function for the runtime, which normalizes a response's
/// `Content-Type`, and for the compiler, which checks a policy's `type` constants.
package enum MIMEType {
    /// The essence of a `Content-Type` value; nil when it is no MIME type: no `/`, an empty or
    /// non-token type or subtype (a token is `!#$%&'*+-.^_`|~`, digits and ASCII letters).
    package static func essence(of text: String) -> String? {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, isWhitespace(bytes[start]) { start += 1 }
        // The essence ends at the first `;` (parameters follow it).
        if let semicolon = bytes[start..<end].firstIndex(of: UInt8(ascii: ";")) { end = semicolon }
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        guard let slash = bytes[start..<end].firstIndex(of: UInt8(ascii: "/")),
            slash > start, slash + 1 < end,
            bytes[start..<slash].allSatisfy(isTokenByte), bytes[(slash + 1)..<end].allSatisfy(isTokenByte)
        else { return nil }
        return String(decoding: bytes[start..<end].map(lowercased), as: UTF8.self)
    }

    /// HTTP white space: space, tab, line feed, carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The bytes an essence's type and subtype are made of: a token's (RFC 9110 `tchar`), its
    /// letters lowercase (the analysis builds types from them).
    package static let lowercaseTokenBytes = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8) + tokenPunctuation

    /// A token's bytes besides ASCII letters and digits.
    private static let tokenPunctuation = Array("!#$%&'*+-.^_`|~".utf8)

    /// An HTTP token code point (RFC 9110 `tchar`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): true
        default: tokenPunctuation.contains(byte)
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
