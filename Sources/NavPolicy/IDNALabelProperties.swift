/// The Unicode properties the UTS #46 label checks read for one code point: its Bidi_Class
/// (the bidi rule), whether it is a mark (no label starts with one), a virama
/// (Canonical_Combining_Class 9) and its Joining_Type (the ContextJ joiner rules).
///
/// The rows are generated from Unicode's data (`IDNALabelProperties+Data.swift`, written by
/// `Scripts/generate-idna-tables.py`); they hold meaningful values only for code points that
/// are valid after mapping, the only ones a label can hold.
struct IDNALabelProperties {
    /// The Bidi_Class values RFC 5893 distinguishes; every other class is `other`.
    enum BidiClass: UInt32 {
        case leftToRight = 0
        case rightToLeft, arabicLetter, arabicNumber, europeanNumber, europeanSeparator
        case commonSeparator, europeanTerminator, otherNeutral, boundaryNeutral, nonspacingMark, other
    }

    /// The Joining_Type values (U: non-joining, the default).
    enum JoiningType: UInt32 {
        case nonJoining = 0
        case dualJoining, leftJoining, rightJoining, transparent, joinCausing
    }

    /// Bits 0–3 the bidi class, 4 mark, 5 virama, 6–8 the joining type.
    private let bits: UInt32

    /// The properties of a code point.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        bits = Self.rows.withUnsafeBufferPointer { rows in
            guard let first = rows.first, first >> 11 <= value else { return UInt32(BidiClass.leftToRight.rawValue) }
            var low = 0
            var high = rows.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if rows[middle] >> 11 <= value { low = middle } else { high = middle - 1 }
            }
            return rows[low] & 0x7FF
        }
    }

    /// The Bidi_Class, as the bidi rule groups it.
    var bidiClass: BidiClass { BidiClass(rawValue: bits & 0xF) ?? .other }
    /// Whether the General_Category is a mark (Mn, Mc, Me).
    var isMark: Bool { bits & 0x10 != 0 }
    /// Whether the Canonical_Combining_Class is Virama (9).
    var isVirama: Bool { bits & 0x20 != 0 }
    /// The Joining_Type.
    var joiningType: JoiningType { JoiningType(rawValue: bits >> 6 & 7) ?? .nonJoining }
}
