import NavPolicy

/// The request attributes a condition can test: a navigation's, and (version 3) a response's
/// `status` and `type`, with the declaration table: one entry per case (`entry`, an exhaustive
/// switch), which everything else reads (`Attribute+Vocabulary.swift`). A new attribute is a
/// case and its entry here, and its `RequestField` case; the compiler then names every other
/// place (`Documentation/RequestSpace.md`, "Adding an attribute").
enum Attribute: Sendable, CaseIterable {
    case target, navigation, view, scheme, host, port, path, query, url, current, status, type

    /// The attribute's entry (read once, through `declaration`).
    var entry: AttributeDeclaration {
        switch self {
        case .target:
            Self.words(
                "target", .target, field: .target,
                flag: .init(name: "--target", placeholder: "target", help: "new-window, main-frame or subframe."),
                documentation:
                    "`target` — the frame the navigation is for: `new-window` (no target frame: `target=\"_blank\"`, `window.open`), `main-frame`, `subframe`.",
                referenceValues: "`new-window`, `main-frame`, `subframe` (enum words, unquoted; a response's only `main-frame`, `subframe`)"
            )
        case .navigation:
            Self.words(
                "navigation", .navigation, field: .navigation, sections: [.navigation],
                flag: .init(
                    name: "--navigation", placeholder: "type", help: "link, form-submit, back-forward, reload, form-resubmit or other."),
                documentation:
                    "`navigation` — how it started: `link`, `form-submit`, `back-forward`, `reload`, `form-resubmit`, `other` (scripts, `window.open`, redirects).",
                referenceValues: "`link`, `form-submit`, `back-forward`, `reload`, `form-resubmit`, `other`")
        case .view:
            Self.words(
                "view", .view, field: .view,
                flag: .init(name: "--view", placeholder: "view", help: "main, or popup for a web view created by 'open popup'."),
                documentation: "`view` — `popup` when the asking web view was created by an `open popup` decision, else `main`.",
                referenceValues: "`main`, `popup` (enum words)")
        case .scheme:
            AttributeDeclaration(
                spelling: "scheme", values: .scheme, compared: .scheme,
                forms: [(.startsWith, .prefixes(.scheme, { .schemePrefix($0) }))],
                parameterForms: [.in: .scheme, .notIn: .scheme],
                parameterRefusals: [.startsWith: { "write the prefixes in the policy, or give whole schemes and write 'scheme in \($0)'" }],
                current: .partOfEveryURL, fields: [.scheme], readFrom: .url,
                documentation: "`scheme` — the URL's scheme, lowercased (`https`, `itms-apps`, `mailto`). Also `scheme == current scheme`.",
                formDocumentation: [
                    .startsWith:
                        "`scheme starts-with \"homeassistant\"` — the scheme starts with the prefix (one string or a list): `homeassistant`, `homeassistant-beta`, `homeassistant-dev`. Prefixes are checked like schemes and compared lowercase."
                ],
                formsHelp:
                    "'scheme' takes 'is', 'is not', 'in', 'not in' and 'starts-with' with scheme strings, and '== current scheme', '!= current scheme'",
                referenceValues: "scheme strings (`\"https\"`, `\"itms-apps\"`), compared lowercase")
        case .host:
            AttributeDeclaration(
                spelling: "host", values: .hostPattern, noneAtom: .hostIsNone, compared: .host, comparesWithBareCurrent: true,
                parameterForms: [.in: .host, .notIn: .host], current: .part, fields: [.host], readFrom: .url,
                documentation:
                    "`host` — the URL's host, normalized (lowercase, punycode, no trailing dot); none for `about:blank`, `mailto:`. Patterns: `\"example.com\"`, `\"*.example.com\"` (the domain and its subdomains). Also `host == current`.",
                formsHelp:
                    "'host' takes 'is', 'is not', 'in' and 'not in' with host patterns, '== current', '!= current', 'is none' and 'is not none'",
                example: "host is \"example.com\"' or 'host in servers",
                referenceValues: "host patterns (`\"example.com\"`, `\"*.example.com\"`)")
        case .port:
            AttributeDeclaration(
                spelling: "port", values: .port, noneAtom: .portIsNone, compared: .port,
                parameterForms: [.in: .port, .notIn: .port], current: .part, fields: [.port], readFrom: .url,
                documentation:
                    "`port` — the effective port: the explicit one, else the scheme's default (http/ws 80, https/wss 443, ftp 21); none otherwise. Unquoted numbers 0–65535.",
                formsHelp:
                    "'port' takes 'is', 'is not', 'in' and 'not in' with numbers 0–65535, '== current port', '!= current port', 'is none' and 'is not none'",
                referenceValues: "unquoted whole numbers 0–65535 and ranges (`8443`, `[80, 443]`, `[8000..8999]`)")
        case .path:
            AttributeDeclaration(
                spelling: "path", values: .path,
                forms: [(.startsWith, .pathAffixes(prefix: true)), (.endsWith, .pathAffixes(prefix: false)), (.under, .pathUnder)],
                foldedValues: { .pathFolded($0) },
                parameterForms: [
                    .in: .path(.exact, folded: false), .notIn: .path(.exact, folded: false), .startsWith: .path(.prefix, folded: false),
                    .endsWith: .path(.suffix, folded: false), .under: .path(.under, folded: false),
                ],
                current: .partOfEveryURL, fields: [.path], readFrom: .url,
                documentation:
                    "`path` — the URL's path, `/` when empty, as the URL standard serializes it; case-sensitive unless `ignoring case`.",
                formsHelp:
                    "'path' takes 'is', 'is not', 'in', 'not in', 'starts-with', 'ends-with' and 'under' with path strings, optionally followed by 'ignoring case'",
                referenceValues: "path strings (`\"/checkout\"`, `\".pdf\"`)")
        case .query:
            AttributeDeclaration(
                spelling: "query", noneAtom: .queryIsNone, forms: [(.has, .queryNames)], parameterForms: [.has: .queryName],
                current: .part, fields: [.query], readFrom: .url,
                documentation: "`query` — the query without `?`; none when the URL has no `?`. Tested with `is none` and `has`.",
                formsHelp: "'query' takes 'is none', 'is not none' and 'has' with parameter names",
                referenceValues: "parameter names (`\"code\"`, `[\"code\", \"state\"]`)")
        case .url:
            AttributeDeclaration(
                spelling: "url", forms: [(.matches, .matchPatterns)],
                parameterRefusals: [
                    .matches: {
                        "the runtime compiles no patterns: split the pattern into host and path tests, e.g. 'host in \($0) and path starts-with \"/app/\"'"
                    }
                ],
                current: .partOfEveryURL, fields: [.scheme, .host, .port, .path],
                flag: .init(name: "--url", placeholder: "url", help: "The URL being navigated to."),
                documentation: "`url` — the whole URL, tested with `matches` against match patterns.",
                formsHelp: "use 'url matches' with a match pattern such as \"https://*.example.com/*\"",
                example: "url matches \"https://*.example.com/*\"",
                referenceValues: "match pattern strings (one, a list, or a list name)")
        case .current:
            AttributeDeclaration(
                spelling: "current", sections: [.navigation], noneAtom: .relation(.host, .noCurrent), fields: [],
                flag: .init(name: "--current", placeholder: "url", help: "The URL the web view shows now."),
                documentation:
                    "The URL the web view shows now: `current is none`; `host == current`; its parts `current scheme`, `current host`, `current port`, `current path`, `current query`, `current url`.",
                formsHelp: "'current' takes only 'is none' and 'is not none'; compare hosts with 'host == current'",
                example: "current is none",
                referenceValues: "—")
        case .status:
            AttributeDeclaration(
                spelling: "status", sections: [.response], values: .status, noneAtom: .statusIsNone,
                parameterRefusal: Self.responseRefusal("status codes"), fields: [.status],
                flag: .init(name: "--status", placeholder: "code", help: "Decide a response with this HTTP status (100–999)."),
                documentation:
                    "`status` — a response's HTTP status code (response rules only): `status is 404`, `status in [400..599]`; none when the response is not HTTP (`status is none`).",
                formsHelp:
                    "'status' takes 'is', 'is not', 'in' and 'not in' with status codes 100–999 and ranges such as 400..499, 'is none' and 'is not none'",
                referenceValues: "unquoted status codes 100–999 and ranges (`404`, `[500..599]`)")
        case .type:
            AttributeDeclaration(
                spelling: "type", sections: [.response], values: .mimeType, noneAtom: .typeIsNone,
                forms: [(.startsWith, .prefixes(.mimeTypePrefix, { .typePrefix($0) }))],
                parameterRefusal: Self.responseRefusal("types"), fields: [.type],
                flag: .init(
                    name: "--type", placeholder: "mime-type", help: "Decide a response with this Content-Type (its essence is compared)."),
                documentation:
                    "`type` — a response's MIME type essence, lowercase, parameters dropped (response rules only): `type is \"application/pdf\"`, `type starts-with \"image/\"`; none when absent or without `/`.",
                formDocumentation: [
                    .startsWith:
                        "`type starts-with \"image/\"` — the response's MIME type essence starts with the prefix (one string or a list; response rules only)."
                ],
                formsHelp:
                    "'type' takes 'is', 'is not', 'in' and 'not in' with MIME types such as \"application/pdf\", 'starts-with', 'is none' and 'is not none'",
                referenceValues: "MIME type strings (`\"application/pdf\"`); prefixes after `starts-with` (`\"image/\"`)")
        }
    }

    /// The entry of an attribute of enum words (`target`): `is` and `in` with its words, no
    /// parameter, read from a key and flag of its own.
    private static func words(
        _ spelling: String, _ kind: ItemKind, field: RequestField, sections: [PolicySection] = [.navigation, .response],
        flag: AttributeDeclaration.Flag, documentation: String, referenceValues: String
    ) -> AttributeDeclaration {
        let words = Suggestion.quotedList(kind.words)
        return AttributeDeclaration(
            spelling: spelling, sections: sections, values: kind,
            parameterRefusal: { _ in "'\(spelling)' compares with the words \(words), written in the policy; a parameter holds strings" },
            fields: [field], flag: flag, documentation: documentation,
            formsHelp: "'\(spelling)' takes 'is', 'is not', 'in' and 'not in' with \(words)", referenceValues: referenceValues)
    }

    /// Why a response's attribute takes no parameter (`status in codes`).
    private static func responseRefusal(_ values: String) -> @Sendable (String) -> String {
        { _ in "a response's \(values) are written in the policy; parameters hold hosts, schemes, ports, paths and query names" }
    }
}
