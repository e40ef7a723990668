/// Domain to ASCII as the WHATWG URL standard runs UTS #46 processing: non-transitional,
/// CheckHyphens off, CheckBidi on, CheckJoiners on, UseSTD3ASCIIRules off, VerifyDnsLength off.
///
/// Steps (UTS #46 section 4): map each code point with the IDNA Mapping Table
/// (`IDNAMappingTable`), normalize to NFC, split into labels at `.`, decode `xn--` labels,
/// check every label (section 4.1: NFC, no `xn--` prefix after decoding, no leading mark,
/// only valid code points, the ContextJ rules) and, when the domain is a Bidi domain name,
/// the bidi rule; then encode non-ASCII labels as `xn--` punycode.
///
/// NFC uses the standard library's normalizer (`_nfcCodeUnits`, the one `String` comparison
/// uses), so its Unicode version is the toolchain's while the tables are Unicode 18.0.0: a
/// code point added after the toolchain's version is not recomposed or reordered. Mapping
/// output needs no composition of its own (tested: every replacement in the table is NFC).
enum IDNA {
    /// Converts a domain with non-ASCII text (UTF-8 bytes, already percent-decoded) to
    /// lowercase ASCII with internationalized labels as `xn--` punycode. Empty labels are
    /// kept. (An all-ASCII domain is only lowercased; `HostNormalizer` does that itself.)
    static func toASCII(_ domain: [UInt8]) -> Result<[UInt8], HostNormalizer.Failure> {
        // Undecodable UTF-8 becomes U+FFFD, which the table disallows.
        var mapped: [Unicode.Scalar] = []
        mapped.reserveCapacity(domain.count)
        for scalar in String(decoding: domain, as: UTF8.self).unicodeScalars {
            guard IDNAMappingTable.map(scalar, into: &mapped) else {
                return .failure(.invalidInternationalLabel(String(decoding: domain, as: UTF8.self)))
            }
        }
        mapped = nfc(mapped)

        // Each label in Unicode (for the checks) and its ASCII form (the output).
        var labels: [(unicode: [Unicode.Scalar], ascii: [UInt8])] = []
        for label in mapped.split(separator: ".", omittingEmptySubsequences: false) {
            guard let converted = convert(label) else {
                return .failure(.invalidInternationalLabel(String(String.UnicodeScalarView(label))))
            }
            labels.append(converted)
        }
        if labels.contains(where: { IDNALabelRules.isRightToLeft($0.unicode) }),
            let broken = labels.first(where: { !IDNALabelRules.satisfiesBidiRule($0.unicode) }) {
            return .failure(.invalidInternationalLabel(String(String.UnicodeScalarView(broken.unicode))))
        }

        var output: [UInt8] = []
        output.reserveCapacity(mapped.count + 8)
        for (index, label) in labels.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ".")) }
            output.append(contentsOf: label.ascii)
        }
        return .success(output)
    }

    /// The longest label converted to or from Punycode, in code points: well past the DNS
    /// limit of 63 bytes, small enough that hostile input cannot make the quadratic coder slow.
    private static let maxPunycodeLabel = 1024

    /// One mapped label in Unicode and in ASCII; nil when it is invalid. An `xn--` label is
    /// decoded for the checks and kept as written.
    private static func convert(_ label: ArraySlice<Unicode.Scalar>) -> (unicode: [Unicode.Scalar], ascii: [UInt8])? {
        if hasACEPrefix(label) {
            // Punycode is quadratic in the label length; no DNS label is this long.
            guard label.count <= maxPunycodeLabel, label.allSatisfy(\.isASCII),
                let decoded = Punycode.decode(label.dropFirst(4).map { UInt8($0.value) }),
                !decoded.isEmpty, !decoded.allSatisfy(\.isASCII),
                isNFC(decoded), isValid(decoded[...])
            else { return nil }
            return (decoded, label.map { UInt8($0.value) })
        }
        guard isValid(label) else { return nil }
        if label.allSatisfy(\.isASCII) { return (Array(label), label.map { UInt8($0.value) }) }
        guard label.count <= maxPunycodeLabel, let encoded = Punycode.encode(Array(label)) else { return nil }
        return (Array(label), Array("xn--".utf8) + encoded)
    }

    /// The UTS #46 validity criteria (section 4.1) but NFC, which the caller ensures.
    private static func isValid(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        guard !hasACEPrefix(label) else { return false }
        if let first = label.first, !first.isASCII, IDNALabelProperties(first).isMark { return false }
        for scalar in label where scalar == "." || !IDNAMappingTable.isValid(scalar) { return false }
        return IDNALabelRules.satisfiesJoinerRules(label)
    }

    /// The NFC form, through the standard library's (underscored, public) normalizer.
    /// Text below U+0300 is already NFC (the first code point NFC can change is U+0300).
    private static func nfc(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        if scalars.allSatisfy({ $0.value < 0x300 }) { return scalars }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count * 3)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        return Array(String(decoding: String(decoding: utf8, as: UTF8.self)._nfcCodeUnits, as: UTF8.self).unicodeScalars)
    }

    /// Whether code points are already NFC.
    static func isNFC(_ scalars: [Unicode.Scalar]) -> Bool {
        nfc(scalars) == scalars
    }

    private static func hasACEPrefix(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        guard label.count >= 4 else { return false }
        let start = label.startIndex
        return label[start] == "x" && label[start + 1] == "n" && label[start + 2] == "-" && label[start + 3] == "-"
    }
}
