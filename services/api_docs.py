"""Interactive API docs that work offline, and API keys declared as OpenAPI security schemes.

FastAPI's own /docs and /redoc pages load Swagger UI and ReDoc from a CDN, so they are
blank without network. Here the same pages load the assets shipped in the
`fastapi-offline` package, served by the app itself: no third-party host is contacted.
"""

from __future__ import annotations

from pathlib import Path

import fastapi_offline
from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import HTMLResponse
from fastapi.security import APIKeyHeader
from fastapi.staticfiles import StaticFiles

ASSETS = Path(fastapi_offline.__file__).parent / "static"
ASSETS_URL = "/docs-assets"


def api_key_scheme(header: str, description: str) -> APIKeyHeader:
    """A header API key as a security scheme ("Authorize" in Swagger UI).

    `auto_error=False`: a missing key reaches the app's own check, which answers with
    the app's error body rather than FastAPI's.
    """
    return APIKeyHeader(name=header, scheme_name=header.replace("-", ""),
                        description=description, auto_error=False)


def add_offline_docs(app: FastAPI, *, docs_url: str = "/docs", redoc_url: str = "/redoc") -> None:
    """Serve Swagger UI at `docs_url` and ReDoc at `redoc_url` from local assets.

    Create the app with `docs_url=None, redoc_url=None` (FastAPI's CDN pages) first.
    Links honour the ASGI root path, so the pages work under a mount such as /api.
    """
    assert app.openapi_url, "the docs need the OpenAPI document"
    openapi_url = app.openapi_url
    app.mount(ASSETS_URL, StaticFiles(directory=ASSETS), name="docs-assets")

    def root(request: Request) -> str:
        return str(request.scope.get("root_path", "")).rstrip("/")

    @app.get(docs_url, include_in_schema=False)
    async def swagger_ui(request: Request) -> HTMLResponse:
        base = root(request)
        return get_swagger_ui_html(
            openapi_url=f"{base}{openapi_url}", title=f"{app.title} - Swagger UI",
            swagger_js_url=f"{base}{ASSETS_URL}/swagger-ui-bundle.js",
            swagger_css_url=f"{base}{ASSETS_URL}/swagger-ui.css",
            swagger_favicon_url=f"{base}{ASSETS_URL}/favicon.png",
            oauth2_redirect_url=None,
            # keep the key entered under "Authorize" across reloads of the page
            swagger_ui_parameters={"persistAuthorization": True},
        )

    @app.get(redoc_url, include_in_schema=False)
    async def redoc(request: Request) -> HTMLResponse:
        base = root(request)
        return get_redoc_html(
            openapi_url=f"{base}{openapi_url}", title=f"{app.title} - ReDoc",
            redoc_js_url=f"{base}{ASSETS_URL}/redoc.standalone.js",
            redoc_favicon_url=f"{base}{ASSETS_URL}/favicon.png", with_google_fonts=False,
        )
