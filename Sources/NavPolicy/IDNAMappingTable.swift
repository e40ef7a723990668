/// The UTS #46 IDNA Mapping Table for non-transitional processing (its deviations `ß`, `ς`,
/// ZWJ and ZWNJ are valid): what each code point becomes before a domain is split into labels,
/// and which code points a label may hold.
///
/// The rows are generated from Unicode's data (`IDNAMappingTable+Data.swift`, written by
/// `Scripts/generate-idna-tables.py`); ASCII is answered without them.
enum IDNAMappingTable {
    /// What a row does with the code points it covers.
    enum Kind: UInt64 {
        /// Kept as they are.
        case valid = 0
        /// Removed (soft hyphen, variation selectors, …).
        case ignored
        /// Make the domain invalid.
        case disallowed
        /// Each becomes the one code point at a fixed offset from it (the data, biased by 2^21).
        case mappedByOffset
        /// Each becomes the same string: the data is its offset in `replacements` << 8 | length.
        case mappedToString
        /// Upper and lowercase pairs: a code point at an even distance from the row's start
        /// becomes the next one, the others are valid.
        case mappedAlternating
    }

    /// Appends the mapping of a code point; false when it is disallowed.
    static func map(_ scalar: Unicode.Scalar, into output: inout [Unicode.Scalar]) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            output.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value) | 0x20) : scalar)
            return true
        }
        let row = self.row(containing: value)
        let data = row >> 24
        switch Kind(rawValue: row >> 21 & 7) {
        case .valid: output.append(scalar)
        case .ignored: break
        case .disallowed, nil: return false
        case .mappedByOffset:
            guard let mapped = Unicode.Scalar(UInt32(truncatingIfNeeded: Int64(value) + Int64(data) - (1 << 21))) else { return false }
            output.append(mapped)
        case .mappedToString:
            let start = Int(data >> 8)
            for index in start..<start + Int(data & 0xFF) {
                guard let mapped = Unicode.Scalar(replacements[index]) else { return false }
                output.append(mapped)
            }
        case .mappedAlternating:
            let mapsToNext = (value - UInt32(row & 0x1F_FFFF)) & 1 == 0
            output.append(mapsToNext ? Unicode.Scalar(value + 1) ?? scalar : scalar)
        }
        return true
    }

    /// Whether a code point is valid as it is: the status every code point of a label needs.
    static func isValid(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return !(value >= 0x41 && value <= 0x5A) }
        let row = self.row(containing: value)
        switch Kind(rawValue: row >> 21 & 7) {
        case .valid: return true
        case .mappedAlternating: return (value - UInt32(row & 0x1F_FFFF)) & 1 == 1
        default: return false
        }
    }

    /// The last row starting at or before `value` (the first row starts at 0), searched among
    /// the rows of its block of 256 code points (`blockRows`): a few probes, not 13, for each
    /// code point of a host, which may have a megabyte of them to map.
    private static func row(containing value: UInt32) -> UInt64 {
        let block = Int(value >> 8)
        let blocks = blockRows
        return rows.withUnsafeBufferPointer { rows in
            var low = Int(blocks[block])
            var high = block + 1 < blocks.count ? Int(blocks[block + 1]) : rows.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if UInt32(rows[middle] & 0x1F_FFFF) <= value { low = middle } else { high = middle - 1 }
            }
            return rows[low]
        }
    }

    /// Per block of 256 code points (`value >> 8`, up to U+10FFFF), the last row starting at
    /// or before the block's first code point.
    private static let blockRows: [UInt16] = {
        var blocks = [UInt16](repeating: 0, count: 0x1100)
        var row = 0
        for block in blocks.indices {
            while row + 1 < rows.count, rows[row + 1] & 0x1F_FFFF <= UInt64(block << 8) { row += 1 }
            blocks[block] = UInt16(row)
        }
        return blocks
    }()
}
