/// The names a policy defines and where each is used, read from the syntax alone (so it exists
/// for a file with errors too): what an editor needs for go-to-definition, references, rename,
/// hover, completion and the outline.
///
/// A definition is a `let` list (inline, read from a list file, or a parameter the app gives at
/// load), a `flag` or a named `condition`: all share one namespace, as sema resolves them.
package struct DefinitionIndex: Sendable, Hashable {
    /// One defined name, with its uses.
    package struct Definition: Sendable, Hashable {
        /// What kind of thing the name stands for.
        package enum Kind: Sendable, Hashable {
            /// `let NAME = [...]`, with the number of items written.
            case list(itemCount: Int)
            /// `let NAME = file "path"`, with the path as written, the range of its string and
            /// the number of items read (nil when the file was not read).
            case listFile(path: String, pathRange: SourceRange, itemCount: Int?)
            /// `let NAME = param "KEY"`, with the key as written and the range of its string.
            case parameter(key: String, keyRange: SourceRange)
            /// `flag NAME`.
            case flag
            /// `condition NAME = …`.
            case condition
        }

        /// The name as written.
        package var name: String
        /// Its kind.
        package var kind: Kind
        /// The name's range in the defining statement.
        package var nameRange: SourceRange
        /// The whole defining statement.
        package var statementRange: SourceRange
        /// Every use of the name, in source order.
        package var uses: [SourceRange]
    }

    /// Every definition in source order; a name defined twice keeps only its first definition
    /// (sema reports the second as `duplicate-definition`, and uses resolve to the first).
    package private(set) var definitions: [Definition] = []

    /// The index of a file's syntax; `listFiles` (the front end's) give list files' item counts.
    package init(_ syntax: PolicySyntax, listFiles: [ListFile] = []) {
        let readCounts = Dictionary(listFiles.map { ($0.definitionName, $0.list.items.count) }, uniquingKeysWith: { first, _ in first })
        var indexByName: [String: Int] = [:]
        for statement in syntax.statements {
            let name: IdentifierSyntax
            let kind: Definition.Kind
            switch statement {
            case .definition(let definition):
                name = definition.name
                if let file = definition.file {
                    kind = .listFile(path: file.path.value, pathRange: file.path.range, itemCount: readCounts[name.text])
                } else if let parameter = definition.parameter {
                    kind = .parameter(key: parameter.key.value, keyRange: parameter.key.range)
                } else {
                    kind = .list(itemCount: definition.list?.items.count ?? 0)
                }
            case .flag(let flag): (name, kind) = (flag.name, .flag)
            case .condition(let named): (name, kind) = (named.name, .condition)
            case .header, .rule, .otherwise, .section: continue
            }
            guard !name.text.isEmpty, indexByName[name.text] == nil else { continue }
            indexByName[name.text] = definitions.count
            definitions.append(Definition(name: name.text, kind: kind, nameRange: name.range, statementRange: statement.range, uses: []))
        }
        guard !definitions.isEmpty else { return }
        for condition in syntax.conditions {
            Self.visitUses(in: condition) { word in
                if let index = indexByName[word.text] { definitions[index].uses.append(word.range) }
            }
        }
    }

    /// The definition whose name (at its definition or at a use) covers the byte `offset`, with
    /// the range of that occurrence; an offset just past a name counts (a cursor after it).
    package func occurrence(at offset: Int) -> (definition: Definition, range: SourceRange)? {
        for definition in definitions {
            for range in [definition.nameRange] + definition.uses where range.start.offset <= offset && offset <= range.end.offset {
                return (definition, range)
            }
        }
        return nil
    }

    /// The definition of `name`, if the file defines it.
    package func definition(named name: String) -> Definition? {
        definitions.first { $0.name == name }
    }

    /// The definitions a use at byte `offset` may refer to: those whose statement starts before it.
    package func definitions(visibleAt offset: Int) -> [Definition] {
        definitions.filter { $0.statementRange.start.offset < offset }
    }

    /// Calls `use` with each word of a condition that stands for a definition, in source order:
    /// a bare word as the whole value of a comparison (`host in ours`, `path starts-with
    /// prefixes`), and a bare name as an atom (`call-active`, `not same-server`). Words inside
    /// inline lists are enum values, never names.
    private static func visitUses(in condition: ConditionSyntax, _ use: (IdentifierSyntax) -> Void) {
        condition.forEachAtom(name: use) { comparison in
            guard case .word(let word)? = comparison.value else { return }
            // `target is new-window`: an enum word of the attribute, not a list of that name.
            if comparison.op == .is || comparison.op == .isNot,
                Attribute(rawValue: comparison.attribute.text)?.itemKind?.words.contains(word.text) == true
            {
                return
            }
            use(word)
        }
    }
}
