/// Domain to ASCII as the WHATWG URL standard calls UTS #46 (non-transitional, CheckHyphens
/// off, CheckJoiners on, VerifyDnsLength off), built on `Unicode.Scalar.Properties` instead
/// of the UTS #46 mapping table.
///
/// The mapping step is approximated: the separators UTS #46 maps to `.`, the fullwidth ASCII
/// block, Unicode lowercase mapping, and removal of default-ignorable code points. A code point
/// whose NFKC case folding differs from its lowercase (ligatures, superscripts, compatibility
/// forms) cannot be mapped without the table and is rejected. CheckBidi and the joining-type
/// half of CheckJoiners need Unicode data the standard library does not expose; they are not
/// checked (see `Tests/NavPolicyTests/WPTKnownDifferences.txt`).
enum IDNA {
    /// Converts a domain with non-ASCII text (UTF-8 bytes, already percent-decoded) to
    /// lowercase ASCII with internationalized labels as `xn--` punycode. Empty labels are
    /// kept. (An all-ASCII domain is only lowercased; `HostNormalizer` does that itself.)
    static func toASCII(_ domain: [UInt8]) -> Result<[UInt8], HostNormalizer.Failure> {
        var mapped: [Unicode.Scalar] = []
        mapped.reserveCapacity(domain.count)
        for scalar in String(decoding: domain, as: UTF8.self).unicodeScalars {
            guard map(scalar, into: &mapped) else {
                return .failure(.invalidInternationalLabel(String(decoding: domain, as: UTF8.self)))
            }
        }
        // UTS #46 step 2: normalize to NFC after mapping.
        mapped = nfc(mapped)

        var output: [UInt8] = []
        output.reserveCapacity(mapped.count + 8)
        for (index, label) in mapped.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { output.append(UInt8(ascii: ".")) }
            guard appendLabel(label, to: &output) else {
                return .failure(.invalidInternationalLabel(String(String.UnicodeScalarView(label))))
            }
        }
        return .success(output)
    }

    /// The longest label converted to or from Punycode, in code points: well past the DNS
    /// limit of 63 bytes, small enough that hostile input cannot make the quadratic coder slow.
    private static let maxPunycodeLabel = 1024

    /// Validates one mapped label and appends its ASCII form; false when the label is invalid.
    private static func appendLabel(_ label: ArraySlice<Unicode.Scalar>, to output: inout [UInt8]) -> Bool {
        if label.allSatisfy(\.isASCII) {
            if hasACEPrefix(label) {
                // Punycode is quadratic in the label length; no DNS label is this long.
                guard label.count <= maxPunycodeLabel else { return false }
                let encoded = label.dropFirst(4).map { UInt8($0.value) }
                guard let decoded = Punycode.decode(encoded), !decoded.isEmpty,
                    !decoded.allSatisfy(\.isASCII), !hasACEPrefix(decoded[...]),
                    isValid(decoded[...]), isNFC(decoded)
                else { return false }
            }
            output.append(contentsOf: label.lazy.map { UInt8($0.value) })
            return true
        }
        guard label.count <= maxPunycodeLabel, !hasACEPrefix(label), isValid(label),
            let encoded = Punycode.encode(Array(label))
        else { return false }
        output.append(contentsOf: "xn--".utf8)
        output.append(contentsOf: encoded)
        return true
    }

    /// UTS #46 validity criteria for a label that already went through mapping.
    private static func isValid(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        if let first = label.first, isMark(first) { return false }
        var previous: Unicode.Scalar? = nil
        var mapping: [Unicode.Scalar] = []
        for scalar in label {
            if scalar == "\u{200C}" || scalar == "\u{200D}" {
                // CheckJoiners: only the virama rule is decidable with the standard library.
                guard let previous, previous.properties.canonicalCombiningClass.rawValue == 9 else { return false }
            } else if scalar.isASCII {
                if scalar != lowercased(scalar) || scalar == "." { return false }
            } else {
                // Valid means the mapping keeps the code point as it is.
                mapping.removeAll(keepingCapacity: true)
                guard map(scalar, into: &mapping), mapping.count == 1, mapping[0] == scalar else { return false }
            }
            previous = scalar
        }
        return true
    }

    /// Appends the UTS #46 mapping of a non-ASCII code point; false when it is disallowed or
    /// its mapping needs data the standard library lacks.
    private static func map(_ scalar: Unicode.Scalar, into mapped: inout [Unicode.Scalar]) -> Bool {
        let value = scalar.value
        if scalar.isASCII {
            mapped.append(lowercased(scalar))
            return true
        }
        switch value {
        case 0x3002, 0xFF0E, 0xFF61:  // ideographic and fullwidth full stops
            mapped.append(".")
            return true
        case 0xFF01...0xFF5E:  // fullwidth ASCII: the <wide> compatibility decomposition
            guard let ascii = Unicode.Scalar(value - 0xFEE0) else { return false }
            mapped.append(lowercased(ascii))
            return true
        case 0x1D400...0x1D6A3 where scalar.properties.generalCategory != .unassigned:
            // Mathematical alphanumeric letters: 13 styles of A–Z a–z (the <font> decomposition).
            let offset = (value - 0x1D400) % 52
            mapped.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(offset % 26)))
            return true
        case 0x1D7CE...0x1D7FF:  // mathematical digits: 5 styles of 0–9
            mapped.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8((value - 0x1D7CE) % 10)))
            return true
        case 0x200C, 0x200D:  // joiners, checked by CheckJoiners
            mapped.append(scalar)
            return true
        case 0x00DF, 0x03C2:  // deviations, kept by non-transitional processing
            mapped.append(scalar)
            return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,  // bidi controls
            0xE0000...0xE007F,  // tag characters
            0x115F, 0x1160, 0x3164, 0xFFA0, 0x17B4, 0x17B5, 0x1D173...0x1D17A,  // fillers, format-like
            0xFFFC, 0xFFFD:  // object and replacement characters (also undecodable UTF-8)
            return false  // disallowed by UTS #46 though some are default ignorable
        default:
            break
        }
        let properties = scalar.properties
        if properties.isNoncharacterCodePoint { return false }
        switch properties.generalCategory {
        case .unassigned, .privateUse, .surrogate, .control, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        case .format where !properties.isDefaultIgnorableCodePoint:
            return false
        default:
            break
        }
        if properties.isDefaultIgnorableCodePoint { return true }  // mapped to nothing
        if !properties.changesWhenNFKCCaseFolded {
            mapped.append(scalar)
            return true
        }
        // Canonical singletons and composition exclusions (U+0341, U+09DC, CJK compatibility
        // ideographs) map to their NFC form.
        let canonical = nfc([scalar])
        if canonical.count != 1 || canonical.first != scalar {
            for part in canonical {
                guard map(part, into: &mapped) else { return false }
            }
            return true
        }
        let lower = properties.lowercaseMapping.unicodeScalars
        guard lower.count != 1 || lower.first != scalar,
            lower.allSatisfy({ $0.isASCII || isDeviation($0) || !$0.properties.changesWhenNFKCCaseFolded })
        else { return false }
        mapped.append(contentsOf: lower)
        return true
    }

    /// ß and final sigma: valid as they are in non-transitional processing.
    private static func isDeviation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{DF}" || scalar == "\u{3C2}"
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

    private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func hasACEPrefix(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        guard label.count >= 4 else { return false }
        let start = label.startIndex
        return label[start] == "x" && label[start + 1] == "n" && label[start + 2] == "-" && label[start + 3] == "-"
    }

    private static func isNFC(_ scalars: [Unicode.Scalar]) -> Bool {
        nfc(scalars) == scalars
    }
}
