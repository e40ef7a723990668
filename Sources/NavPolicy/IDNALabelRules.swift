/// The contextual rules UTS #46 applies to a label after mapping: the ContextJ rules for the
/// joiners (RFC 5892 Appendix A.1 and A.2, CheckJoiners) and the bidi rule (RFC 5893
/// section 2, CheckBidi).
enum IDNALabelRules {
    /// Whether every ZWNJ (U+200C) and ZWJ (U+200D) in the label is allowed where it stands:
    /// after a virama, or (ZWNJ only) between a left- or dual-joining and a right- or
    /// dual-joining letter, transparent ones in between skipped.
    static func satisfiesJoinerRules(_ label: ArraySlice<Unicode.Scalar>) -> Bool {
        var index = label.startIndex
        while index < label.endIndex {
            defer { index += 1 }
            let scalar = label[index]
            guard scalar == "\u{200C}" || scalar == "\u{200D}" else { continue }
            if index > label.startIndex, IDNALabelProperties(label[index - 1]).isVirama { continue }
            guard scalar == "\u{200C}" else { return false }
            var before = index - 1
            while before >= label.startIndex, IDNALabelProperties(label[before]).joiningType == .transparent { before -= 1 }
            guard before >= label.startIndex else { return false }
            let beforeType = IDNALabelProperties(label[before]).joiningType
            guard beforeType == .leftJoining || beforeType == .dualJoining else { return false }
            var after = index + 1
            while after < label.endIndex, IDNALabelProperties(label[after]).joiningType == .transparent { after += 1 }
            guard after < label.endIndex else { return false }
            let afterType = IDNALabelProperties(label[after]).joiningType
            guard afterType == .rightJoining || afterType == .dualJoining else { return false }
        }
        return true
    }

    /// Whether the label holds a right-to-left character (Bidi_Class R, AL or AN): a domain
    /// with such a label is a Bidi domain name, whose every label must satisfy the bidi rule.
    static func isRightToLeft(_ label: some Collection<Unicode.Scalar>) -> Bool {
        label.contains { scalar in
            // Every ASCII character is left to right, a number or neutral.
            guard !scalar.isASCII else { return false }
            let bidiClass = IDNALabelProperties(scalar).bidiClass
            return bidiClass == .rightToLeft || bidiClass == .arabicLetter || bidiClass == .arabicNumber
        }
    }

    /// Whether the label satisfies the six conditions of the bidi rule (RFC 5893 section 2).
    /// An empty label (the end of `a.`) has nothing to check.
    static func satisfiesBidiRule(_ label: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = label.first else { return true }
        let classes = label.map { IDNALabelProperties($0).bidiClass }
        // The class that ends the label, trailing nonspacing marks skipped.
        let last = classes.last { $0 != .nonspacingMark }
        switch IDNALabelProperties(first).bidiClass {
        case .rightToLeft, .arabicLetter:
            // Conditions 2–4: right-to-left characters, numbers and neutrals only; ends in a
            // strong character or a number; not both kinds of numbers.
            let allowed: Set<IDNALabelProperties.BidiClass> = [
                .rightToLeft, .arabicLetter, .arabicNumber, .europeanNumber, .europeanSeparator,
                .commonSeparator, .europeanTerminator, .otherNeutral, .boundaryNeutral, .nonspacingMark,
            ]
            guard classes.allSatisfy(allowed.contains) else { return false }
            guard let last, [.rightToLeft, .arabicLetter, .europeanNumber, .arabicNumber].contains(last) else { return false }
            return !(classes.contains(.europeanNumber) && classes.contains(.arabicNumber))
        case .leftToRight:
            // Conditions 5–6: left-to-right characters, European numbers and neutrals only;
            // ends in a left-to-right character or a European number.
            let allowed: Set<IDNALabelProperties.BidiClass> = [
                .leftToRight, .europeanNumber, .europeanSeparator, .commonSeparator, .europeanTerminator,
                .otherNeutral, .boundaryNeutral, .nonspacingMark,
            ]
            guard classes.allSatisfy(allowed.contains) else { return false }
            return last == .leftToRight || last == .europeanNumber
        default:
            return false  // condition 1: the first character is strong
        }
    }
}
