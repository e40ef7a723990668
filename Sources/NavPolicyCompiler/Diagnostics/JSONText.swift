import NavPolicy
import NavPolicyJSON

/// JSON text helpers shared by every JSON output (diagnostics, SARIF, tables, decisions), and
/// the words `navpolicy eval` reads and writes for a request's values and a decision's action,
/// for tools that write the same documents (the WebKitGTK scenario runner).
public enum JSONText {
    /// `value` as a JSON string literal, quotes included, escaped as every JSON output of the
    /// package escapes (`JSONWriter`: control characters and DEL as `\u00XX`).
    public static func quoted(_ value: String) -> String {
        JSONWriter.quoted(value)
    }

    /// A JSON string literal, or `null` for nil.
    package static func quotedOrNull(_ value: String?) -> String {
        value.map(quoted) ?? "null"
    }

    /// A JSON number, or `null` for nil.
    package static func numberOrNull(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }

    /// A request target's word (`new-window`), as policies and JSON requests spell it.
    package static func word(_ target: NavigationTarget) -> String { target.name }

    /// A navigation type's word (`form-submit`), as policies and JSON requests spell it.
    package static func word(_ navigation: NavigationType) -> String { navigation.name }

    /// A web view's word (`popup`), as policies and JSON requests spell it.
    package static func word(_ view: NavigationView) -> String { view.name }

    /// An action's word in JSON output (`open-external`).
    public static func word(_ action: Action) -> String { action.jsonName }
}
