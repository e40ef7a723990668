import NavPolicy

/// What the rest of the compiler reads of an attribute, all from its declaration
/// (`Attribute.swift`): its spelling, its place among the URL's parts, its section, fields,
/// compared part, values and input.
extension Attribute {
    /// The attribute as written (`host`): its declaration's spelling.
    var rawValue: String { declaration.spelling }

    /// The attribute spelt `rawValue`; nil for a word that is no attribute.
    init?(rawValue: String) {
        guard let attribute = Self.bySpelling[rawValue] else { return nil }
        self = attribute
    }

    /// Every attribute by its spelling.
    private static let bySpelling = Dictionary(allCases.map { ($0.declaration.spelling, $0) }, uniquingKeysWith: { first, _ in first })

    /// The attribute's declaration, built once per attribute.
    var declaration: AttributeDeclaration { Self.declarations[self] ?? entry }

    /// Every attribute's entry, built once (a spelling or a form is read at every comparison,
    /// explanation and label).
    private static let declarations = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.entry) })

    /// The attributes `current` may prefix (`current host`): the parts of a URL.
    static let urlParts = allCases.filter(\.isURLPart)

    /// Whether `current` may prefix this attribute.
    var isURLPart: Bool { declaration.current != nil }

    /// The attribute of a part compared with the current URL's.
    init(_ part: ComparedPart) {
        self = Self.allCases.first { $0.declaration.compared == part } ?? .host
    }

    /// The section whose rules alone may test the attribute; nil for the attributes both test.
    var onlySection: PolicySection? { declaration.onlySection }

    /// The request-space levels whose values a test of the attribute constrains.
    var fields: [RequestField] { declaration.fields }

    /// The part `X == current X` compares, for the attributes that take it.
    var comparedPart: ComparedPart? { declaration.compared }

    /// The kind of value `is` / `in` compare with; nil for the attributes that take neither.
    var itemKind: ItemKind? { declaration.values }

    /// The attribute whose request key and `eval` flag give this one's value (itself, or `url`).
    var input: Attribute { declaration.readFrom ?? self }
}
