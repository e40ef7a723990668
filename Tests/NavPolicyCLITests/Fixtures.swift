/// Policy sources shared by the end-to-end tests.
enum Fixtures {
    /// The LANGUAGE.md example: custom schemes on link clicks go external, links leaving the
    /// current host open in-app, everything else is allowed.
    static let adsPolicy = """
        # The click behaviour recommended for ad-serving web views.
        policy "ads-webview"

        let app-schemes-allowed = ["http", "https", "about", "data", "blob"]

        when navigation is link and scheme not in app-schemes-allowed then open external
        when (navigation is link or target is new-window) and host != current then open in-app
        otherwise allow

        """

    /// A policy without `otherwise`: unmatched requests get the implicit default.
    static let noOtherwisePolicy = """
        policy "cancel-ftp"
        when scheme is "ftp" then cancel

        """

    /// A semantic error on line 2: an unknown target word.
    static let unknownTargetPolicy = """
        policy "broken"
        when target is new-tab then open external
        otherwise allow

        """

    /// A syntax error (no condition before `then`) followed by a semantic one.
    static let twoErrorsPolicy = """
        when then allow
        when target is new-tab then cancel

        """
}
