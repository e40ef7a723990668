import Foundation
import Testing

@testable import NavPolicyCompiler

/// `Grammar/Reference.md`'s attribute table is the declaration table's (`Attribute.swift`)
/// rendered: a new or changed attribute fails here until the reference says so (the failure
/// prints the table to paste), and the tools' request keys are the declared inputs.
@Suite struct AttributeReferenceTests {
    static let reference = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar/Reference.md")

    /// The header line that starts the table in the reference.
    static let header = "| attribute | rules | forms | with a parameter | on the current URL | values | given by |"

    @Test func referenceTableIsTheDeclarations() throws {
        let text = try String(contentsOf: Self.reference, encoding: .utf8)
        let start = try #require(text.range(of: Self.header + "\n"), "Reference.md has no attribute table starting \(Self.header)")
        let table = text[start.lowerBound...].components(separatedBy: "\n\n")[0] + "\n"
        let rendered = Self.renderedTable()
        #expect(table == rendered, "Grammar/Reference.md's attribute table differs from the declarations; it should read:\n\(rendered)")
    }

    @Test func spellingsAndInputsAgree() {
        for attribute in Attribute.allCases {
            let declaration = attribute.declaration
            #expect(Attribute(rawValue: declaration.spelling) == attribute)
            // An attribute is read from a key of its own (with its flag) or from another's.
            if declaration.readFrom == nil {
                #expect(declaration.flag != nil, "\(attribute.rawValue) has no flag")
                if declaration.sections.contains(.navigation) {
                    #expect(RequestKey.allCases.contains { $0.attribute == attribute }, "\(attribute.rawValue)")
                }
                if declaration.sections.contains(.response) {
                    #expect(ResponseKey.allCases.contains { $0.attribute == attribute }, "\(attribute.rawValue)")
                }
            } else {
                #expect(declaration.flag == nil && attribute.input.declaration.readFrom == nil, "\(attribute.rawValue)")
            }
        }
        for key in RequestKey.allCases {
            #expect(key.attribute.map { $0.rawValue == key.rawValue } ?? [.params, .flags].contains(key), "\(key)")
        }
        for key in ResponseKey.allCases {
            #expect(key.attribute.map { $0.rawValue == key.rawValue } ?? [.attachment, .displayable].contains(key), "\(key)")
        }
    }

    /// Each entry speaks only of comparisons it takes, and every attribute is documented.
    @Test func entriesAreConsistent() {
        for attribute in Attribute.allCases {
            let declaration = attribute.declaration
            let operators = Set(declaration.operators)
            #expect(!declaration.documentation.isEmpty && !declaration.formsHelp.isEmpty, "\(attribute.rawValue)")
            #expect(Set(declaration.ignoringCase).isSubset(of: operators), "\(attribute.rawValue)")
            #expect(Set(declaration.formDocumentation.keys).isSubset(of: operators), "\(attribute.rawValue)")
            #expect(Set(declaration.parameterForms.keys).isSubset(of: operators), "\(attribute.rawValue)")
            #expect(Set(declaration.parameterRefusals.keys).isSubset(of: operators), "\(attribute.rawValue)")
            #expect(declaration.comparesWithBareCurrent ? declaration.compared != nil : true, "\(attribute.rawValue)")
            #expect(declaration.fields.isEmpty == (attribute == .current), "\(attribute.rawValue)")
        }
    }

    /// The attribute table as the reference shows it.
    static func renderedTable() -> String {
        var lines = [header, "|---|---|---|---|---|---|---|"]
        for attribute in Attribute.allCases {
            let declaration = attribute.declaration
            let cells = [
                "`\(declaration.spelling)`", rules(declaration), forms(declaration), parameters(declaration), current(declaration),
                declaration.referenceValues, inputs(attribute),
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func code(_ ops: [ComparisonOperator]) -> String { ops.map { "`\($0.rawValue)`" }.joined(separator: ", ") }

    private static func rules(_ declaration: AttributeDeclaration) -> String {
        declaration.onlySection.map { "\($0.rawValue) only" } ?? "both"
    }

    private static func forms(_ declaration: AttributeDeclaration) -> String {
        var parts: [String] = []
        if declaration.values != nil { parts.append(code([.is, .isNot, .in, .notIn])) }
        if declaration.noneAtom != nil { parts.append("`is none`, `is not none`") }
        if declaration.compared != nil { parts.append("`== \(declaration.currentComparand)`, `!= \(declaration.currentComparand)`") }
        if !declaration.forms.isEmpty { parts.append(code(declaration.forms.map(\.op)) + " (one value or a list)") }
        if !declaration.ignoringCase.isEmpty { parts.append("`ignoring case` after " + code(declaration.ignoringCase)) }
        return parts.joined(separator: "; ")
    }

    private static func parameters(_ declaration: AttributeDeclaration) -> String {
        let ops = ComparisonOperator.allCases.filter { declaration.parameterForms[$0] != nil }
        return ops.isEmpty ? "—" : code(ops)
    }

    private static func current(_ declaration: AttributeDeclaration) -> String {
        switch declaration.current {
        case nil: "—"
        case .part?: "`current \(declaration.spelling)`"
        case .partOfEveryURL?: "`current \(declaration.spelling)` (`is none`: no current URL)"
        }
    }

    private static func inputs(_ attribute: Attribute) -> String {
        let input = attribute.input
        let keys =
            RequestKey.allCases.filter { $0.attribute == input && attribute.declaration.sections.contains(.navigation) }.map {
                "`\"\($0.rawValue)\"`"
            }
            + ResponseKey.allCases.filter { $0.attribute == input && attribute.declaration.sections.contains(.response) }.map {
                "`\"response\"`'s `\"\($0.rawValue)\"`"
            }
        return keys.joined(separator: ", ") + (input.declaration.flag.map { "; `\($0.name)`" } ?? "")
    }
}
