"""Protocol tests of `navpolicy lsp` with pytest-lsp: every method the server serves, UTF-16
and UTF-8 columns after multi-byte text, a malformed message, requests after shutdown, and a
10,000-rule policy edited while its lint runs. NAVPOLICY names the binary."""
import asyncio
import os
import pathlib
import random

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import make_test_lsp_client

from conftest import NAVPOLICY, capabilities, diagnostics_where, open_document

URI = "file:///nonexistent/pytest/policy.navpolicy"
POLICY = (
    'policy "pytest"\n'
    'let ours = ["a.example", "*.b.example"]\n'
    "when target is new-tab then allow\n"
    "when host in ours then cancel\n"
    "otherwise allow\n"
)
# `é` is one UTF-16 unit and two bytes, `😀` two units and four bytes: `new-tab` starts at
# UTF-16 column 34 and byte 37 of its line.
MULTI_BYTE = 'when path is "/é😀" and target is new-tab then allow\n'


def position(line, character):
    return types.Position(line=line, character=character)


def place(line, character, uri=URI):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri), position=position(line, character))


async def test_initialize_states_the_capabilities(client):
    capabilities = client.initialize_result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.hover_provider and capabilities.definition_provider and capabilities.references_provider
    assert capabilities.document_formatting_provider and capabilities.document_symbol_provider
    assert capabilities.rename_provider.prepare_provider
    assert client.initialize_result.server_info.name == "navpolicy"


async def test_publish_diagnostics_with_code_source_and_notes(client):
    open_document(client, URI, POLICY)
    diagnostics = await diagnostics_where(client, URI, lambda found: len(found) > 0)
    [diagnostic] = diagnostics
    assert diagnostic.code == "unknown-value"
    assert diagnostic.source == "navpolicy"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.range == types.Range(start=position(2, 15), end=position(2, 22))
    assert [note.message for note in diagnostic.related_information] == ["did you mean 'new-window'?"]


async def test_multi_byte_text_before_a_diagnostic_counts_utf16_units(client):
    open_document(client, URI, MULTI_BYTE)
    [diagnostic] = await diagnostics_where(client, URI, lambda found: len(found) > 0)
    assert diagnostic.range.start == position(0, 34)


async def test_utf8_columns_when_the_client_offers_them(utf8_client):
    assert utf8_client.initialize_result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    open_document(utf8_client, URI, MULTI_BYTE)
    [diagnostic] = await diagnostics_where(utf8_client, URI, lambda found: len(found) > 0)
    assert diagnostic.range.start == position(0, 37)


async def test_did_change_incremental_and_full(client):
    open_document(client, URI, POLICY)
    await diagnostics_where(client, URI, lambda found: len(found) == 1)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=position(2, 15), end=position(2, 22)), text="new-window")]))
    await diagnostics_where(client, URI, lambda found: len(found) == 0)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=3),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="when then\n")]))
    found = await diagnostics_where(client, URI, lambda found: len(found) > 0)
    assert [d.code for d in found] == ["expected-condition"]
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    await diagnostics_where(client, URI, lambda found: len(found) == 0)


async def test_code_action_quick_fix_and_ignore(client):
    # Rule 1 cancels, so no new-window-allowed warning joins the shadowed rule's error.
    text = 'when scheme is "https" then cancel\nwhen scheme is "https" and host is "a.example" then allow\notherwise cancel\n'
    open_document(client, URI, text)
    await diagnostics_where(client, URI, lambda found: [d.code for d in found] == ["shadowed-rule"])
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=types.Range(start=position(1, 3), end=position(1, 3)),
        context=types.CodeActionContext(diagnostics=[])))
    [ignore] = actions
    assert ignore.title == "Ignore 'shadowed-rule' for this rule"
    assert ignore.kind == types.CodeActionKind.QuickFix
    [edit] = ignore.edit.changes[URI]
    assert edit.new_text == "# navpolicy: ignore shadowed-rule\n" and edit.range.start == position(1, 0)

    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=POLICY)]))
    await diagnostics_where(client, URI, lambda found: [d.code for d in found] == ["unknown-value"])
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=URI), range=types.Range(start=position(2, 16), end=position(2, 16)),
        context=types.CodeActionContext(diagnostics=[])))
    [fix] = actions
    assert fix.is_preferred and fix.title == "Replace 'new-tab' with 'new-window'"
    assert fix.edit.changes[URI][0].new_text == "new-window"


async def test_formatting_is_navpolicy_fmt(client):
    messy = 'policy   "x"\nlet  a=[ "a.example" ,"b.example" ]\nwhen host in a   then   cancel\notherwise allow\n'
    open_document(client, URI, messy)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=URI), options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    formatted = await asyncio.create_subprocess_exec(NAVPOLICY, "fmt", "-", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
    expected, _ = await formatted.communicate(messy.encode())
    assert apply_edits(messy, edits) == expected.decode()
    # One edit over the changed lines: the unchanged last line is not rewritten.
    [edit] = edits
    assert edit.range.start == position(0, 0) and edit.range.end == position(2, 30)


def apply_edits(text, edits):
    """The text with protocol edits applied (ASCII text: one UTF-16 unit per character)."""
    lines = text.split("\n")
    def offset(pos):
        return sum(len(line) + 1 for line in lines[:pos.line]) + pos.character
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_hover_on_words_names_and_rules(client):
    open_document(client, URI, POLICY.replace("new-tab", "new-window"))
    await diagnostics_where(client, URI, lambda found: True)
    name = await client.text_document_hover_async(types.HoverParams(**place(3, 14)))
    assert name.contents.value.startswith("**list `ours`** — 2 items, used once (line 2)")
    word = await client.text_document_hover_async(types.HoverParams(**place(2, 17)))
    assert word.contents.value.startswith("`new-window` — no target frame")
    await asyncio.sleep(0.5)  # the lint's example request arrives after its pause
    rule = await client.text_document_hover_async(types.HoverParams(**place(3, 1)))
    assert rule.contents.value.startswith("**Rule 2** (line 4)\n\nDecides `cancel`")


async def test_completion(client):
    open_document(client, URI, 'let ours = ["a.example"]\nwhen host ')
    await diagnostics_where(client, URI, lambda found: True)
    result = await client.text_document_completion_async(types.CompletionParams(**place(1, 10)))
    assert [item.label for item in result.items] == ["is", "is not", "in", "not in", "==", "!="]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=position(1, 10), end=position(1, 10)), text="in ")]))
    result = await client.text_document_completion_async(types.CompletionParams(**place(1, 13)))
    assert [item.label for item in result.items] == ["ours"]


async def test_completion_and_hover_in_the_response_section(client):
    open_document(client, URI, 'when host is "a.example" then allow\non response\nwhen \nwhen attachment then ')
    await diagnostics_where(client, URI, lambda found: True)
    result = await client.text_document_completion_async(types.CompletionParams(**place(2, 5)))
    labels = [item.label for item in result.items]
    assert "attachment" in labels and "status" in labels and "navigation" not in labels
    result = await client.text_document_completion_async(types.CompletionParams(**place(3, 21)))
    assert [item.label for item in result.items] == ["allow", "cancel", "download"]
    hover = await client.text_document_hover_async(types.HoverParams(**place(3, 8)))
    assert hover.contents.value.startswith("`attachment` — the response's `Content-Disposition`")


async def test_definition_references_and_rename(client):
    open_document(client, URI, POLICY)
    definition = await client.text_document_definition_async(types.DefinitionParams(**place(3, 14)))
    assert [location.range for location in definition] == [types.Range(start=position(1, 4), end=position(1, 8))]
    references = await client.text_document_references_async(types.ReferenceParams(
        **place(1, 5), context=types.ReferenceContext(include_declaration=True)))
    assert [location.range.start for location in references] == [position(1, 4), position(3, 13)]
    prepared = await client.text_document_prepare_rename_async(types.PrepareRenameParams(**place(3, 14)))
    assert prepared.placeholder == "ours"
    edit = await client.text_document_rename_async(types.RenameParams(**place(3, 14), new_name="trusted"))
    assert [change.new_text for change in edit.changes[URI]] == ["trusted", "trusted"]
    with pytest.raises(JsonRpcException):
        await client.text_document_rename_async(types.RenameParams(**place(3, 14), new_name="when"))


async def test_document_symbols(client):
    open_document(client, URI, POLICY)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    assert [symbol.name for symbol in symbols] == ["pytest", "ours", "rule 1: allow", "rule 2: cancel", "otherwise allow"]


async def test_list_files_and_watched_file_changes(client, tmp_path):
    hosts = tmp_path / "hosts.txt"
    hosts.write_text("a.example\nbad host\n")
    policy_uri = (tmp_path / "p.navpolicy").as_uri()
    open_document(client, policy_uri, 'let hosts = file "hosts.txt"\nwhen host in hosts then cancel\notherwise cancel\n')
    found = await diagnostics_where(client, hosts.as_uri(), lambda found: len(found) == 1)
    assert found[0].code == "invalid-host" and found[0].range.start == position(1, 0)
    hosts.write_text("a.example\nb.example\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=hosts.as_uri(), type=types.FileChangeType.Changed)]))
    await diagnostics_where(client, hosts.as_uri(), lambda found: len(found) == 0)


async def test_unknown_methods_answer_method_not_found(client):
    with pytest.raises(JsonRpcException) as raised:
        await client.protocol.send_request_async("workspace/unknownMethod", {})
    assert raised.value.code == -32601


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


async def read_message(reader):
    length = None
    while True:
        line = await reader.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    import json
    return json.loads(await reader.readexactly(length))


async def raw_server():
    return await asyncio.create_subprocess_exec(NAVPOLICY, "lsp", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
                                                stderr=asyncio.subprocess.PIPE)


async def test_a_malformed_message_is_answered_and_the_server_goes_on():
    server = await raw_server()
    server.stdin.write(frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'))
    assert (await read_message(server.stdout))["id"] == 1
    server.stdin.write(frame(b"{not json"))
    error = await read_message(server.stdout)
    assert error["id"] is None and error["error"]["code"] == -32700
    server.stdin.write(b"Content-Length: 99999999999\r\n")  # a huge length, then a blank line: skipped to the end
    server.stdin.write(b"X-Broken-Header-Without-Length: 1\r\n")
    server.stdin.close()
    assert await asyncio.wait_for(server.wait(), 30) == 1  # the input ended without shutdown
    assert b"dropped" in await server.stderr.read()


async def test_requests_after_shutdown_and_the_exit_code():
    client = make_test_lsp_client()
    await client.start_io(NAVPOLICY, "lsp")
    await client.initialize_session(types.InitializeParams(capabilities=capabilities([])))
    await client.shutdown_async(None)
    with pytest.raises(JsonRpcException) as raised:
        await client.text_document_hover_async(types.HoverParams(**place(0, 0)))
    assert raised.value.code == -32600
    client.exit(None)
    assert await asyncio.wait_for(client._server.wait(), 30) == 0
    await client.stop()


def mixed_policy(rules):
    """A large policy mixing host, path, url and scheme rules (as the benchmark's)."""
    generator = random.Random(1)
    actions = ["allow", "cancel", "open external", "open in-app"]
    lines = ['policy "mixed"']
    for index in range(rules):
        host = f"h{generator.randrange(1000)}.team{index % 97}.example"
        path = f"/p{generator.randrange(1000)}/"
        shape = index % 4
        if shape == 0:
            condition = f'host is "{host}" and path starts-with "{path}"'
        elif shape == 1:
            condition = f'url matches "https://*.{host}{path}*"'
        elif shape == 2:
            condition = f'scheme in ["https", "wss"] and host in ["{host}"]'
        else:
            condition = f'path starts-with "{path}" and navigation is link'
        lines.append(f"when {condition} then {actions[index % 4]}")
    lines.append("otherwise allow")
    return "\n".join(lines) + "\n"


async def test_a_10000_rule_policy_edited_while_its_lint_runs(client):
    text = mixed_policy(10_000)
    open_document(client, URI, text)
    await diagnostics_where(client, URI, lambda found: True, timeout=120)
    await asyncio.sleep(1.0)  # past the lint pause: the lint of version 1 is running
    for version in range(2, 5):
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=position(5000, 5), end=position(5000, 5)), text=" ")]))
        # A keystroke's completion is answered while the lint runs (it never waits for it).
        result = await asyncio.wait_for(client.text_document_completion_async(types.CompletionParams(**place(5000, 5))), 60)
        assert "target" in [item.label for item in result.items]
    # The newest version's diagnostics arrive; nothing stale is published after them.
    versions = []

    async def wait_for_version_4():
        while True:
            params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            if params.uri == URI:
                versions.append(params.version)
                if params.version == 4:
                    return
    await asyncio.wait_for(wait_for_version_4(), 300)
    assert versions == sorted(versions)
