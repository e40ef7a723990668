/// What hover and completion say about the language's words, condensed from the language
/// reference (`Grammar/Reference.md`): the attributes' texts are their declarations' (read
/// through `CompilerAdapter`), the other words' are here. `LanguageDocumentationTests` checks
/// that every word the compiler's vocabulary lists has an entry, so a new keyword cannot ship
/// undocumented in the editor.
enum LanguageDocumentation {
    /// Reserved and contextual words; `current`'s is its attribute declaration's.
    static let keywords: [String: String] = ownKeywords.merging(["current": CompilerAdapter.documentation(of: "current") ?? ""]) { own, _ in
        own
    }

    /// The words documented here.
    private static let ownKeywords: [String: String] = [
        "policy": "`policy \"name\"` — the optional header: the policy's name, first in the file, at most once.",
        "let": "`let NAME = [...]` or `let NAME = file \"path\"` — names a list; define it before its first use.",
        "when": "`when <condition> then <action>` — a rule. Rules are tried in order; the first whose condition holds decides.",
        "then": "Separates a rule's condition from its action.",
        "otherwise":
            "`otherwise <action>` — the default, last in the file. Without it a request no rule matches is allowed (and the linter warns).",
        "and": "Both sides hold (binds tighter than `or`). After an action, `and notify \"tag\"` hands the URL and the tag to the app.",
        "or": "Either side holds (binds loosest).",
        "not":
            "Negation: `not <atom>`, `not (...)`; also in `is not` and `not in`, the plain negations of `is` and `in` (true for a request without the part).",
        "is": "Compares with one value: `scheme is \"https\"`, `target is new-window`, `host is none`.",
        "in": "Compares with a list, inline or named: `host in [\"a.com\", \"*.b.com\"]`, `scheme not in web-schemes`.",
        "matches":
            "`url matches \"https://*.example.com/pay/*\"` — a match pattern `<scheme>://<host>[:<port>]<path>` or `<scheme>:<path>`; one pattern, a list, or a list name.",
        "starts-with": "`path starts-with \"/checkout\"` — a path prefix (one string or a list; `ignoring case` folds ASCII letters).",
        "ends-with": "`path ends-with \".pdf\"` — a path suffix (one string or a list; `ignoring case` folds ASCII letters).",
        "has": "`query has \"code\"` — some query parameter has that name (one name or a list), decoded as `URLSearchParams` does.",
        "open": "`open external`, `open in-app`, `open popup`, `open in-place` — actions that hand the URL elsewhere.",
        "none":
            "The part is absent: `host is none` (no host, as for `about:blank`), `current is none` (nothing loaded yet), `port is none`, `query is none`.",
        "file":
            "`let NAME = file \"lists/x.txt\"` — a list read from a text file beside the policy: one item per line, no quotes, `#` lines skipped.",
        "ignoring": "`ignoring case` after a path comparison: ASCII letters compare folded.",
        "case": "`ignoring case` after a path comparison: ASCII letters compare folded.",
        "notify":
            "`and notify \"tag\"` after an action: the decision carries the tag (1–64 of `A-Z a-z 0-9 . _ -`) and the adapter hands URL and tag to the app.",
        "param":
            "`let NAME = param \"KEY\"` — a list the app gives under `KEY` when it loads the table (`Policy(table:parameters:)`): host patterns, schemes, ports, paths or query names, by its uses.",
        "flag":
            "`flag NAME` — a boolean the app sets on each decision (at most 64); an atom by its name: `when call-active then …`, `not call-active`.",
        "condition":
            "`condition NAME = <condition>` — names a condition; an atom by its name after its definition (`when same-server then allow`).",
        "on": "`on response` — the rules after it decide responses (status, MIME type, attachments) once their headers arrive.",
        "response": "`on response` — the rules after it decide responses (status, MIME type, attachments) once their headers arrive.",
        "under":
            "`path under \"/login\"` — the path is `/login` or below it (`/login/x`, never `/loginx`); one string or a list, `ignoring case` allowed.",
    ]

    /// The request's attributes and the built-in response atoms (their declarations' texts).
    static let attributes: [String: String] = Dictionary(
        (CompilerAdapter.attributes + CompilerAdapter.builtInAtoms).compactMap { word in
            CompilerAdapter.documentation(of: word).map { (word, $0) }
        },
        uniquingKeysWith: { first, _ in first })

    /// The comparison words and operators.
    static let comparisons: [String: String] = [
        "is": keywords["is"] ?? "",
        "is not": "The negation of `is`: true also when the part is absent.",
        "in": keywords["in"] ?? "",
        "not in": "The negation of `in`: `host not in ours` is true for a request without a host.",
        "==":
            "Both parts exist and are equal: `host == current`, `scheme == current scheme`, `port == current port`. Never true when either is none.",
        "!=": "Both parts exist and differ: `host != current`. Never true when either is none.",
        "starts-with": keywords["starts-with"] ?? "",
        "ends-with": keywords["ends-with"] ?? "",
        "has": keywords["has"] ?? "",
        "matches": keywords["matches"] ?? "",
        "under": keywords["under"] ?? "",
    ]

    /// What the comparison `word` means after `attribute` (prefixed by `current` or not): the
    /// attribute's own meaning (`scheme starts-with`) when its declaration gives one.
    static func comparison(_ word: String, after attribute: String) -> String? {
        CompilerAdapter.documentation(of: word, after: attribute) ?? comparisons[word]
    }

    /// The enum words, by attribute.
    static let values: [String: [String: String]] = [
        "target": [
            "new-window": "`new-window` — no target frame: `target=\"_blank\"` links and `window.open` (WebKit's `targetFrame == nil`).",
            "main-frame": "`main-frame` — a navigation of the web view's main frame.",
            "subframe": "`subframe` — a navigation inside an iframe.",
        ],
        "navigation": [
            "link": "`link` — the user activated a link (`.linkActivated`).",
            "form-submit": "`form-submit` — a form was submitted (`.formSubmitted`).",
            "back-forward": "`back-forward` — back or forward in history (`.backForward`).",
            "reload": "`reload` — a reload (`.reload`).",
            "form-resubmit": "`form-resubmit` — a form submitted again, as on reload (`.formResubmitted`).",
            "other": "`other` — anything else: scripts, `window.open`, redirects (`.other`).",
        ],
        "view": [
            "main": "`main` — a web view the app created.",
            "popup": "`popup` — a web view created by an `open popup` decision.",
        ],
    ]

    /// The actions, by spelling.
    static let actions: [String: String] = [
        "allow": "`allow` — let the web view load it (`.allow`).",
        "cancel": "`cancel` — drop it (`.cancel`).",
        "open external":
            "`open external` — cancel, and hand the URL to the system: the default browser, or the app owning a custom scheme.",
        "open in-app": "`open in-app` — cancel, and show it in an in-app browser (`SFSafariViewController`; http and https only).",
        "open popup": "`open popup` — create a child web view for it (the pop-up flow of payment pages).",
        "open in-place": "`open in-place` — load it in the web view that asked (for `_blank` links a web view would drop).",
        "download": "`download` — download it (`.download`).",
    ]

    /// The text for a word in a context (`CursorContext` before it), or nil for a word with
    /// none (a string, a name).
    static func text(for word: String, in context: CursorContext) -> String? {
        switch context {
        case .attribute, .afterCurrent:
            return attributes[word] ?? keywords[word]
        case .comparison(let attribute, _), .comparisonAfterNot(let attribute, _):
            return comparison(word, after: attribute) ?? keywords[word]
        case .value(let attribute, _, _), .listItem(let attribute?), .afterListItem(let attribute?):
            return values[attribute]?[word] ?? (word == "none" || word == "current" || word == "not" ? keywords[word] : nil)
        case .currentPart:
            return attributes[word] ?? keywords[word]
        case .action:
            return actions[word] ?? keywords[word]
        case .openDestination:
            return actions["open " + word]
        default:
            return keywords[word]
        }
    }
}
