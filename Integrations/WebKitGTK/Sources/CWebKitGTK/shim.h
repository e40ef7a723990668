// WebKitGTK 6.0, GTK 4 and libsoup 3 for Swift. Swift cannot call C macros or variadic
// functions, so the few this package needs are wrapped as static inline functions here.
#include <gtk/gtk.h>
#include <webkit/webkit.h>
#include <libsoup/soup.h>

/// A web view in `session` (which carries the proxy settings).
static inline WebKitWebView *navpolicy_web_view_new(WebKitNetworkSession *session) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "network-session", session, NULL));
}

/// A pop-up related to `parent`: WebKit aborts when `create` returns an unrelated view.
static inline WebKitWebView *navpolicy_web_view_new_related(WebKitWebView *parent) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "related-view", parent, NULL));
}

/// `g_signal_connect` is a macro.
static inline gulong navpolicy_signal_connect(gpointer instance, const char *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

/// The navigation decision behind a policy decision of a navigation or new-window type.
static inline WebKitNavigationAction *navpolicy_navigation_action(WebKitPolicyDecision *decision) {
    return webkit_navigation_policy_decision_get_navigation_action(WEBKIT_NAVIGATION_POLICY_DECISION(decision));
}

/// A widget pointer for a web view (the `create` signal returns a GtkWidget).
static inline GtkWidget *navpolicy_widget(WebKitWebView *view) {
    return GTK_WIDGET(view);
}

/// `soup_server_new` is variadic.
static inline SoupServer *navpolicy_soup_server_new(void) {
    return soup_server_new("server-header", "navpolicy-webkit-scenario", NULL);
}

/// The host of the URI a server message asks for (the proxy request's absolute URI).
static inline const char *navpolicy_server_message_host(SoupServerMessage *message) {
    GUri *uri = soup_server_message_get_uri(message);
    return uri ? g_uri_get_host(uri) : NULL;
}

/// Ends a script evaluation started by `navpolicy_evaluate_javascript` and counts it done.
static inline void navpolicy_script_finished(GObject *source, GAsyncResult *result, gpointer pending) {
    GError *error = NULL;
    JSCValue *value = webkit_web_view_evaluate_javascript_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (value) g_object_unref(value);
    if (error) g_error_free(error);
    *(int *)pending -= 1;
}

/// Evaluates `script` in `view`, counting it in `*pending` until WebKit answers: a step is not
/// settled while its script has not run (on a loaded machine that can take longer than the
/// quiet period).
static inline void navpolicy_evaluate_javascript(WebKitWebView *view, const char *script, int *pending) {
    *pending += 1;
    webkit_web_view_evaluate_javascript(view, script, -1, NULL, NULL, NULL, navpolicy_script_finished, pending);
}

/// Called once a content filter is compiled: the filter (NULL on failure) or the error message.
typedef void (*navpolicy_filter_ready)(WebKitUserContentFilter *filter, const char *error, void *data);

typedef struct {
    navpolicy_filter_ready ready;
    void *data;
} navpolicy_filter_request;

static inline void navpolicy_filter_saved(GObject *store, GAsyncResult *result, gpointer request) {
    navpolicy_filter_request *pending = (navpolicy_filter_request *)request;
    GError *error = NULL;
    WebKitUserContentFilter *filter = webkit_user_content_filter_store_save_finish(WEBKIT_USER_CONTENT_FILTER_STORE(store), result, &error);
    pending->ready(filter, error ? error->message : NULL, pending->data);
    if (error) g_error_free(error);
    g_object_unref(store);
    g_free(pending);
}

/// Compiles WebKit content-blocker rules (`json`) in a filter store at `path`, then calls `ready`.
static inline void navpolicy_compile_filter(const char *path, const char *identifier, const char *json, navpolicy_filter_ready ready, void *data) {
    WebKitUserContentFilterStore *store = webkit_user_content_filter_store_new(path);
    navpolicy_filter_request *request = g_new(navpolicy_filter_request, 1);
    request->ready = ready;
    request->data = data;
    GBytes *source = g_bytes_new(json, strlen(json));
    webkit_user_content_filter_store_save(store, identifier, source, NULL, navpolicy_filter_saved, request);
    g_bytes_unref(source);
}
