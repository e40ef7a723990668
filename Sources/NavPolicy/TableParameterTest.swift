/// One parameter test a table lists (`host in servers`, `path under prefixes ignoring case`):
/// the parameter it reads and how the URL's part is compared with its items. A boolean field
/// on each URL (`RequestField.parameterTest`, `currentParameterTest`) tests it. The compiler's
/// `ParameterTest` is this test with the parameter's names.
package struct TableParameterTest: Sendable, Hashable {
    /// How a part is compared with a parameter's items.
    package enum Form: Sendable, Hashable {
        /// The host exists and matches one of the host patterns (`*.` also the domain itself).
        case host
        /// The scheme is one of the items.
        case scheme
        /// The effective port is one of the items.
        case port
        /// Some query parameter's decoded name is one of the items.
        case queryName
        /// The path is one of the items (`exact`), starts with one (`prefix`), ends with one
        /// (`suffix`), or is one or below it (`under`); `folded`: ASCII letters folded.
        case path(PathRelation, folded: Bool)
    }

    /// How a path relates to an item (its table word is the raw value).
    package enum PathRelation: UInt32, Sendable, Hashable, CaseIterable {
        /// `path is` / `path in`: equal.
        case exact = 0
        /// `path starts-with`.
        case prefix = 1
        /// `path ends-with`.
        case suffix = 2
        /// `path under`: equal to the item (one trailing `/` dropped) or below it.
        case under = 3
    }

    /// The parameter's index in the table's declarations.
    package var parameter: Int
    /// How its items are compared.
    package var form: Form

    /// A test of `parameter`'s items.
    package init(parameter: Int, form: Form) {
        (self.parameter, self.form) = (parameter, form)
    }

    /// The part the test reads.
    package var part: URLPart {
        switch form {
        case .host: .host
        case .scheme: .scheme
        case .port: .port
        case .queryName: .query
        case .path: .path
        }
    }

    /// The kind of items the test needs of its parameter.
    package var kind: TableParameter.Kind {
        switch form {
        case .host: .hostPatterns
        case .scheme: .schemes
        case .port: .ports
        case .queryName: .queryNames
        case .path: .paths
        }
    }

    /// The form as its table word: bits 0–3 the part (1 host, 2 scheme, 3 port, 4 query name,
    /// 5 path), bits 4–5 a path's relation, bit 8 folded.
    package var formWord: Int {
        switch form {
        case .host: 1
        case .scheme: 2
        case .port: 3
        case .queryName: 4
        case .path(let relation, let folded): 5 | Int(relation.rawValue) << 4 | (folded ? 1 << 8 : 0)
        }
    }

    /// The form of a table word; nil for a word no form has.
    package static func form(word: Int) -> Form? {
        let relation = PathRelation(rawValue: UInt32(word >> 4 & 3))
        let folded = word >> 8 & 1 == 1
        switch word & 0xF {
        case 1, 2, 3, 4:
            guard word & ~0xF == 0 else { return nil }
            return [.host, .scheme, .port, .queryName][word - 1]
        case 5:
            guard word & ~0x13F == 0, let relation else { return nil }
            return .path(relation, folded: folded)
        default: return nil
        }
    }
}
