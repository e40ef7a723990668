/// The constants `RandomPolicyText` writes into policies, public so that whatever aims
/// requests, responses and parameter items at a generated policy draws from the same pools:
/// a value a policy names and the values next to it are what decisions turn on.
public enum RandomPolicyValues {
    /// Host names: subdomains of each other, a public suffix, an IDN, a deep name.
    public static let hostNames = [
        "example.com", "b.example.com", "pay.google.com", "google.com", "paypal.com", "a.co",
        "com", "evil.net", "xn--bcher-kva.de", "x.y.z.test",
    ]
    /// IP addresses, which take no `*.`.
    public static let addresses = ["127.0.0.1", "[::1]"]
    /// Every host constant.
    public static let hosts = hostNames + addresses
    /// Labels of composed names (`cdn1.checkout-eu.co.uk`), as long and odd as layouts meet.
    public static let labels = ["example", "pay", "a", "checkout-eu", "xn--bcher-kva", "ads", "cdn1", "very-long-subdomain-label"]
    /// The last labels of composed names.
    public static let topLevels = ["com", "net", "org", "co.uk"]
    /// Schemes: the web's, custom app schemes, hostless ones.
    public static let schemes = ["http", "https", "mailto", "itms-apps", "about", "data", "blob", "tel"]
    /// `scheme starts-with` prefixes: whole schemes, a scheme's start, a custom scheme's.
    public static let schemePrefixes = ["h", "http", "https", "itms-", "mail", "homeassistant", "tel", "com.example"]
    /// Paths: nested, with a trailing `/`, empty, and opaque (`blank`, no leading `/`).
    public static let paths = ["/", "/checkout", "/checkout/pay", "/a", "/a/b", "/pay", "/pay/x", "/docs/", "", "/login", "/a/b/c"]
    /// `path ends-with` suffixes.
    public static let suffixes = [".pdf", ".zip", "/", "pay", "x", "/docs/"]
    /// `url matches` path globs.
    public static let globs = ["/*", "/pay/*", "/a*b", "/checkout", "/*/x", "/*pay*", "*", "/a/*/c*", "/docs/*"]
    /// Ports: defaults, common alternatives, the ends of the range.
    public static let ports: [UInt16] = [80, 443, 8443, 21, 0, 65535, 8080]
    /// Query names with spaces, `+`, `=`, `&`, `%`, non-ASCII and case variants.
    public static let queryNames = ["code", "state", "a b", "x+y", "k=v", "a&b", "100%", "ü", "Code", ""]
    /// Notify tags of navigation rules.
    public static let tags = ["oauth-callback", "unlisted", "a.b_c-1"]
    /// Notify tags of response rules.
    public static let responseTags = ["http-error", "saved", "x.y_z"]
    /// The flags a policy with flags declares (in this order).
    public static let flags = ["call-active", "maps-allowed", "popup-open"]
    /// The parameters a policy with parameters declares: name, key and what its uses test
    /// (`unused` is never used, so its kind stays open).
    public static let parameters: [(name: String, key: String)] = [
        ("servers", "servers"), ("app-schemes", "app.schemes"), ("ports", "ports"), ("areas", "areas"),
        ("names", "query_names"), ("unused", "unused"),
    ]
    /// Navigation targets, as policies spell them.
    public static let targets = ["new-window", "main-frame", "subframe"]
    /// Navigation types, as policies spell them.
    public static let navigationTypes = ["link", "form-submit", "back-forward", "reload", "form-resubmit", "other"]
    /// The schemes of `.finiteSpace` policies: few, so that a request per class can be
    /// enumerated.
    public static let finiteSchemes = ["http", "https", "mailto", "tel"]
    /// The host patterns of `.finiteSpace` policies; the names nest (`a.example.com` under
    /// `*.example.com`).
    public static let finiteHostPatterns = ["example.com", "*.example.com", "a.example.com", "*.a.example.com", "other.org"]
    /// Statuses of response rules.
    public static let statuses: [UInt16] = [100, 200, 204, 301, 404, 410, 499, 500, 503, 599]
    /// MIME types of response rules (one in odd case, which sema folds).
    public static let types = [
        "text/html", "application/pdf", "application/zip", "image/png", "image/svg+xml", "application/vnd.ms-excel", "text/csv",
        "Text/HTML",
    ]
    /// `type starts-with` prefixes.
    public static let typePrefixes = ["image/", "application/", "text", "application/vnd.", "image/sv", "video/mp"]
    /// Hosts of response rules, and of the responses aimed at them.
    public static let responseHosts = ["example.com", "files.example.com", "cdn.net"]
    /// Paths of response rules, and of the responses aimed at them.
    public static let responsePaths = ["/", "/files/", "/download", "/a.pdf"]
}
