/// Domain to ASCII as the WHATWG URL standard runs UTS #46 processing: non-transitional,
/// CheckHyphens off, CheckBidi on, CheckJoiners on, UseSTD3ASCIIRules off, VerifyDnsLength off.
///
/// Map each code point (`IDNAMappingTable`), normalize to NFC (the standard library's, so its
/// Unicode version is the toolchain's), split into labels, decode `xn--` labels, check each
/// label and the bidi rule, then encode non-ASCII labels as punycode: the steps, and why the
/// mapping needs no composition of its own, are in `Documentation/URLHosts.md`. Every step after
/// mapping reads at most `maxMappedCodePoints`, checked while mapping, because NFC and Punycode
/// are superlinear on hostile input and a web page chooses the URLs an app splits.
enum IDNA {
    /// The most code points a domain may have after mapping (past 4 × 254 = 1,016). The ASCII
    /// form has at least one byte per code point of the NFC form (Punycode writes one or more
    /// per code point; ASCII labels and dots are themselves), and NFC composes at most 4 code
    /// points into one (the longest canonical decomposition, U+1F82's, has 4), so a longer
    /// domain is longer than any DNS name (253 bytes and a trailing dot) once encoded: no
    /// resolver can look it up, so refusing it (`nameTooLong`) refuses no host a web view
    /// could load. The URL standard sets no limit (VerifyDnsLength is off); the
    /// web-platform-tests' longest are labels of 64 and domains of 255 code points.
    static let maxMappedCodePoints = 1_024

    /// Converts a domain with non-ASCII text (UTF-8 bytes, already percent-decoded) to
    /// lowercase ASCII with internationalized labels as `xn--` punycode. Empty labels are
    /// kept. (An all-ASCII domain is only lowercased; `HostNormalizer` does that itself.)
    static func toASCII(_ domain: [UInt8]) -> Result<[UInt8], HostNormalizer.Failure> {
        let mapped: [Unicode.Scalar]
        switch self.mapped(domain) {
        case .success(let scalars): mapped = nfc(scalars)
        case .failure(let failure): return .failure(failure)
        }

        // Each label in Unicode (for the checks) and its ASCII form (the output).
        var labels: [(unicode: [Unicode.Scalar], ascii: [UInt8])] = []
        for label in mapped.split(separator: ".", omittingEmptySubsequences: false) {
            guard let converted = convert(label) else {
                return .failure(.invalidInternationalLabel(String(String.UnicodeScalarView(label))))
            }
            labels.append(converted)
        }
        if labels.contains(where: { IDNALabelRules.isRightToLeft($0.unicode) }),
            let broken = labels.first(where: { !IDNALabelRules.satisfiesBidiRule($0.unicode) })
        {
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

    /// The domain's code points mapped (UTS #46 step 1), at most `maxMappedCodePoints`: the one
    /// step that reads the whole input, once, in linear time; every later one reads only its
    /// output. Undecodable UTF-8 becomes U+FFFD, which the table disallows. Ignored code
    /// points map to nothing, so a long host may map to a short one; mapping stops as soon as
    /// the domain is too long to be a DNS name (`nameTooLong`).
    static func mapped(_ domain: [UInt8]) -> Result<[Unicode.Scalar], HostNormalizer.Failure> {
        var mapped: [Unicode.Scalar] = []
        mapped.reserveCapacity(Swift.min(domain.count, maxMappedCodePoints) + 1)
        for scalar in String(decoding: domain, as: UTF8.self).unicodeScalars {
            guard IDNAMappingTable.map(scalar, into: &mapped) else {
                return .failure(.invalidInternationalLabel(String(decoding: domain, as: UTF8.self)))
            }
            guard mapped.count <= maxMappedCodePoints else { return .failure(.nameTooLong) }
        }
        return .success(mapped)
    }

    /// The longest label converted to or from Punycode, in code points: the whole domain's
    /// limit, so that Punycode (quadratic in a label's length) costs at most a constant.
    private static let maxPunycodeLabel = maxMappedCodePoints

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
