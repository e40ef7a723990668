/// The classes a table gives values no key names, as the compiler's partition builds them and
/// the reader reads them back: one definition of a field's none class for both.
package protocol SpecialClasses {
    /// The class of a scheme that is no key.
    var schemeUnmatchedClass: Int { get }
    /// The class of no host, and of a host with no key as label suffix.
    var hostNoneClass: Int { get }
    var hostUnmatchedClass: Int { get }
    /// The class of no port, and of a port that is no key.
    var portNoneClass: Int { get }
    var portUnmatchedClass: Int { get }
    /// The class of a path with no key as prefix.
    var pathUnmatchedClass: Int { get }
    /// The class of no status, and of no type (a response part's).
    var statusNoneClass: Int { get }
    var typeNoneClass: Int { get }
    /// The class of value `value` of an enumerated field (`RequestField.value(of:)`).
    func enumClass(of field: RequestField, value: Int) -> Int
}

extension SpecialClasses {
    /// The class of a field whose part is missing (`RequestField.noneClass`): a current-URL
    /// field without a current URL (0 for a field that is never missing).
    package func noneClass(of field: RequestField) -> Int {
        switch field.noneClass {
        case .fixed(let value): return field.kind.isEnumerated ? enumClass(of: field, value: value) : value
        case .never: return 0
        case .classifierNone, .classifierUnmatched:
            guard case .classified(let classifier) = field.kind else { return 0 }
            let none = field.noneClass == .classifierNone
            switch classifier {
            case .scheme: return schemeUnmatchedClass
            case .host: return none ? hostNoneClass : hostUnmatchedClass
            case .port: return none ? portNoneClass : portUnmatchedClass
            case .path: return pathUnmatchedClass
            // Never missing as the current URL's parts are: a response without one is its none class.
            case .status: return statusNoneClass
            case .type: return typeNoneClass
            }
        }
    }
}
