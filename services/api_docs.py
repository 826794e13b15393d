"""Interactive API docs that work offline, and API keys declared as OpenAPI security schemes.

FastAPI's own /docs and /redoc pages load Swagger UI and ReDoc from a CDN, so they are
blank without network. Here the same pages load the assets shipped in the
`fastapi-offline` package, served by the app itself: no third-party host is contacted.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

import fastapi_offline
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, Response
from fastapi.security import APIKeyHeader
from fastapi.staticfiles import StaticFiles

ASSETS = Path(fastapi_offline.__file__).parent / "static"
ASSETS_URL = "/docs-assets"

# The pages keep the app's policy (scripts from this origin only, no inline script: the
# pages' own set-up is a script file) but allow inline styles, which Swagger UI and ReDoc
# set on their elements.
DOCS_CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            "img-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; "
            "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")

SWAGGER_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<link rel="stylesheet" href="{assets}/swagger-ui.css">
<link rel="icon" href="{assets}/favicon.png"></head>
<body><div id="swagger-ui" data-spec="{spec}"></div>
<script src="{assets}/swagger-ui-bundle.js"></script>
<script src="{init}"></script></body></html>
"""

# Keep the key entered under "Authorize" across reloads of the page.
SWAGGER_INIT = """window.ui = SwaggerUIBundle({
  url: document.getElementById("swagger-ui").dataset.spec,
  dom_id: "#swagger-ui",
  layout: "BaseLayout",
  deepLinking: true,
  persistAuthorization: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
});
"""

REDOC_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<link rel="icon" href="{assets}/favicon.png"></head>
<body><redoc spec-url="{spec}"></redoc>
<script src="{assets}/redoc.standalone.js"></script></body></html>
"""


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
        return HTMLResponse(SWAGGER_PAGE.format(
            title=escape(f"{app.title} - Swagger UI"), assets=f"{base}{ASSETS_URL}",
            spec=escape(f"{base}{openapi_url}"), init=f"{base}{docs_url}.js"),
            headers={"Content-Security-Policy": DOCS_CSP})

    @app.get(f"{docs_url}.js", include_in_schema=False)
    async def swagger_init() -> Response:
        return Response(SWAGGER_INIT, media_type="text/javascript")

    @app.get(redoc_url, include_in_schema=False)
    async def redoc(request: Request) -> HTMLResponse:
        base = root(request)
        return HTMLResponse(REDOC_PAGE.format(
            title=escape(f"{app.title} - ReDoc"), assets=f"{base}{ASSETS_URL}",
            spec=escape(f"{base}{openapi_url}")),
            headers={"Content-Security-Policy": DOCS_CSP})
