/// The built-in response atoms, bare names a response rule tests (`when attachment then
/// download`), declared once like the attributes (`Attribute.swift`): spelling, the atom, the
/// `eval` flag that sets the fact and the editor's text. Sema, the editor's vocabulary, the
/// request-space names and `eval`'s flags read them.
enum BuiltInAtom: Sendable, CaseIterable {
    /// `Content-Disposition: attachment`.
    case attachment
    /// The engine can show the response's type.
    case displayable

    /// The name as written.
    var spelling: String {
        switch self {
        case .attachment: "attachment"
        case .displayable: "displayable"
        }
    }

    /// The atom the name stands for.
    var atom: Atom {
        switch self {
        case .attachment: .attachment
        case .displayable: .displayable
        }
    }

    /// The `eval` flag that sets the fact against its default (`--not-displayable`: a response
    /// is displayable unless said otherwise).
    var flag: (name: String, help: String) {
        switch self {
        case .attachment: ("--attachment", "Decide a response whose Content-Disposition is attachment.")
        case .displayable: ("--not-displayable", "Decide a response of a type the web view cannot show.")
        }
    }

    /// Hover and completion text.
    var documentation: String {
        switch self {
        case .attachment:
            "`attachment` — the response's `Content-Disposition` says `attachment`: the server asks for a download (response rules only; a bare atom: `when attachment then download`)."
        case .displayable:
            "`displayable` — the web view can show the response's type (`canShowMIMEType`; response rules only; a bare atom: `when not displayable then download`)."
        }
    }

    /// The built-in atom named `word`; nil for any other word.
    init?(spelling word: String) {
        guard let atom = Self.allCases.first(where: { $0.spelling == word }) else { return nil }
        self = atom
    }
}
