/// The key of a parameter (`let servers = param "servers"`): the name under which the app gives
/// the list's items when it loads the table. A key is 1 to 64 characters of `A-Z a-z 0-9 . _ -`,
/// the rule of notify tags, checked by the same code (sema for the source, the table loader
/// and the binding for the app's side).
package enum ParameterKey {
    /// The most bytes a key may have.
    package static let maximumLength = NotifyTag.maximumLength

    /// Whether `key` is a key the language allows.
    package static func isValid(_ key: String) -> Bool { NotifyTag.isValid(key.utf8) }
}
