import NavPolicy

/// Which section's rules may make a test (version 3): a response has no navigation type and
/// no current page, and is for the main frame or a subframe; a navigation has no status, type,
/// attachment or displayable. Tests of the URL, the view, flags and parameters belong to both.
extension Atom {
    /// The section whose rules alone may make this test, with the word that names the test
    /// in messages; nil for a test both sections make.
    var onlySection: (section: PolicySection, word: String)? {
        switch self {
        case .navigation: (.navigation, Attribute.navigation.rawValue)
        case .relation, .currentURLIsNone, .onCurrent: (.navigation, Attribute.current.rawValue)
        case .target(let targets) where targets.contains(.newWindow): (.navigation, NavigationTarget.newWindow.name)
        case .status, .statusIsNone: (.response, Attribute.status.rawValue)
        case .type, .typePrefix, .typeIsNone: (.response, Attribute.type.rawValue)
        case .attachment: (.response, BuiltInAtom.attachment.spelling)
        case .displayable: (.response, BuiltInAtom.displayable.spelling)
        case .target, .scheme, .host, .hostIsNone, .path, .pathPrefix, .urlMatches, .view, .port, .portIsNone, .queryIsNone,
            .queryHas, .pathSuffix, .pathFolded, .pathPrefixFolded, .pathSuffixFolded, .flag, .inParameter, .schemePrefix:
            nil
        }
    }

    /// The built-in response atom a bare word names (`attachment`, `displayable`).
    static func builtIn(_ word: String) -> Atom? { BuiltInAtom(spelling: word)?.atom }
}

extension Condition {
    /// The word of the first test (in source order) that only the other section's rules may
    /// make; nil when every test belongs in `section`.
    func firstTest(outside section: PolicySection) -> String? {
        switch self {
        case .always: nil
        case .atom(let atom): atom.onlySection.flatMap { $0.section == section ? nil : $0.word }
        case .not(let operand), .named(_, let operand): operand.firstTest(outside: section)
        case .and(let operands), .or(let operands): operands.lazy.compactMap { $0.firstTest(outside: section) }.first
        }
    }
}
