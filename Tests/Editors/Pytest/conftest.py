"""Fixtures for the protocol tests of `navpolicy lsp` (pytest-lsp): a client that has
initialized a server, offering UTF-16 positions (the protocol's default) or UTF-8."""
import asyncio
import os

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

NAVPOLICY = os.environ.get("NAVPOLICY", "navpolicy")
SERVER = ClientServerConfig(server_command=[NAVPOLICY, "lsp"])


def capabilities(encodings):
    return types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=encodings),
        workspace=types.WorkspaceClientCapabilities(
            did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=False)),
        text_document=types.TextDocumentClientCapabilities(
            publish_diagnostics=types.PublishDiagnosticsClientCapabilities(related_information=True, version_support=True),
            hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
            completion=types.CompletionClientCapabilities(
                completion_item=types.ClientCompletionItemOptions(documentation_format=[types.MarkupKind.Markdown])),
            rename=types.RenameClientCapabilities(prepare_support=True),
            code_action=types.CodeActionClientCapabilities(is_preferred_support=True),
            document_symbol=types.DocumentSymbolClientCapabilities(hierarchical_document_symbol_support=True),
        ),
    )


@pytest_lsp.fixture(config=SERVER)
async def client(lsp_client: LanguageClient):
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities([types.PositionEncodingKind.Utf16])))
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=SERVER)
async def utf8_client(lsp_client: LanguageClient):
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities([types.PositionEncodingKind.Utf8, types.PositionEncodingKind.Utf16])))
    yield
    await lsp_client.shutdown_session()


async def diagnostics_where(client, uri, predicate, timeout=60):
    """Waits until the newest diagnostics published for `uri` satisfy `predicate`; returns them."""
    async def wait():
        while not (uri in client.diagnostics and predicate(client.diagnostics[uri])):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[uri]
    return await asyncio.wait_for(wait(), timeout)


def open_document(client, uri, text, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="navpolicy", version=version, text=text)))
