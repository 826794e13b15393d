"""Build the System API: thin FastAPI routes over the service operations."""

from __future__ import annotations

import hmac
from datetime import date
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Path, Query, Request, Security
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Scope as AsgiScope

from services import billing, care, metrics
from services.api_docs import ASSETS_URL, add_offline_docs, api_key_scheme
from services.audit import caller_of, caller_scoped
from services.boundary import (
    Boundary,
    HeadAsGet,
    Refused,
    RequestBody,
    add_outage_handlers,
    document_text_rule,
    http_error,
    not_json,
    not_json_media,
)
from services.errors import DomainError, InvalidPeriod, NotFound
from services.schemas import (
    BillView,
    CaseView,
    CustomerView,
    OrderView,
    RescheduleResult,
    SlotView,
    Snapshot,
)
from services.service_limits import SourceLimits
from services.settings import DEMO_AUDIT_SECRET
from services.store import Store

Scope = Literal["care", "staff", "admin"]


class ErrorBody(BaseModel):
    """Every refusal has this shape."""

    error: str = Field(description="Stable code, e.g. order_not_found, too_late.")
    message: str = Field(description="What was wrong and what to do instead.")


class ValidationErrorBody(ErrorBody):
    fields: list[dict[str, Any]] = Field(default_factory=list)


class RescheduleRequest(RequestBody):
    slot_id: str = Field(min_length=1, max_length=64, description="The target slot id.")


class CaseRequest(RequestBody):
    kind: Literal["damage", "late_reschedule", "complaint"]
    description: str = Field(default="", max_length=2000)


ERRORS: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorBody, "description": "Malformed request (a body that is not JSON, or "
                                             "nested too deeply)."},
    401: {"model": ErrorBody, "description": "Missing or unknown API key."},
    403: {"model": ErrorBody, "description": "The key lacks the scope this route needs."},
    413: {"model": ErrorBody, "description": "Request body too large."},
    422: {"model": ValidationErrorBody, "description": "Invalid input (including control "
                                                      "characters in any text)."},
    503: {"model": ErrorBody, "description": "A backing service is down; see Retry-After."},
}
PUBLIC_PATHS = ("/health", "/docs", "/docs.js", "/redoc", "/openapi.json")
Responses = dict[int | str, dict[str, Any]]
NOT_FOUND: Responses = {404: {"model": ErrorBody, "description": "Not found (or not yours)."}}
JSON_BODY: Responses = {415: {"model": ErrorBody, "description": "The body is not sent as "
                                                            "JSON (`Content-Type: "
                                                            "application/json`)."}}
CONFLICT: Responses = {409: {"model": ErrorBody, "description": "Refused by a business rule."}}
# A rule across parameters that JSON Schema cannot state: the 422 says it, and its example
# names the error code (what a client, and the API fuzzing, can expect from valid-looking input).
BAD_PERIOD: Responses = {422: {
    "model": ValidationErrorBody,
    "description": "Invalid input (including control characters in any text), or a period "
                   "that ends before it starts (`start` after `end`: `invalid_period`).",
    "content": {"application/json": {"examples": {"invalid_period": {
        "summary": "start after end",
        "value": {"error": InvalidPeriod.code, "message": str(InvalidPeriod(
            date(2025, 12, 31), date(2025, 1, 1)))},
    }}}},
}}

Email = Annotated[
    str,
    Header(
        alias="X-Customer-Email", min_length=3, max_length=254,
        description="E-mail address of the customer who owns the order.",
    ),
]
OrderNumber = Annotated[str, Path(min_length=1, max_length=32, description="e.g. SO-24903")]
IdempotencyKey = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key", min_length=1, max_length=200,
        description="Replaying a key returns the first result and writes nothing.",
    ),
]


API_KEY = api_key_scheme(
    "X-Api-Key", "Your API key (COMPTOIR_API_KEYS); its scopes (care, staff, admin) decide "
    "which routes it may call.")


def known_query(request: Request) -> None:
    """A query parameter the route does not take is a 422 naming it, never ignored: `?limit=2`
    on a customer's bills, or `?unpaid=true` for `unpaid_only`, answered every bill as if the
    caller had asked for them all."""
    dependant = getattr(request.scope.get("route"), "dependant", None)
    if dependant is None:
        return
    known: set[str] = set()
    pending = [dependant]
    while pending:  # the route's own parameters and its dependencies'
        each = pending.pop()
        known.update(param.alias for param in each.query_params)
        pending.extend(each.dependencies)
    takes = f"this route takes {', '.join(sorted(known))}" if known else "this route takes none"
    unknown = [name for name in dict.fromkeys(request.query_params) if name not in known]
    if unknown:
        raise RequestValidationError([
            {"loc": ("query", name[:40]), "msg": f"unknown query parameter ({takes})",
             "type": "extra_forbidden"} for name in unknown])


class AuthError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        self.status, self.code, self.message = status, code, message


def create_system_api(store: Store, api_keys: dict[str, list[str]], *,
                      max_body: int = 1_000_000,
                      audit_secret: str = DEMO_AUDIT_SECRET,
                      limits: SourceLimits | None = None) -> FastAPI:
    """The System API over `store`; `api_keys` maps each key to its scopes; the audit log
    names each key by its HMAC under `audit_secret` (the demo one unless given); `limits`,
    the rate limits per key and per address (None: none, as in tests that run many calls)."""
    app = FastAPI(
        title="Comptoir System API",
        version="0.1.0",
        description="Orders, delivery slots, after-sales cases, customers and bills. "
        "Every business rule is enforced here, whatever the caller.",
        docs_url=None, redoc_url=None,
    )
    add_offline_docs(app)
    keys = [(k.encode(), frozenset(v)) for k, v in api_keys.items()]

    def scopes_of(key: str | None) -> frozenset[str]:
        if not key:
            raise AuthError(401, "unauthorized", "Send your API key in the X-Api-Key header.")
        found: frozenset[str] | None = None
        for known, scopes in keys:  # constant time per key, every key compared
            if hmac.compare_digest(known, key.encode()):
                found = scopes
        if found is None:
            raise AuthError(401, "unauthorized", "Unknown API key.")
        return found

    def require(scope: Scope) -> Any:
        def check(
            x_api_key: Annotated[str | None, Security(API_KEY)] = None,
            _query: None = Depends(known_query),
        ) -> str:
            if scope not in scopes_of(x_api_key):
                raise AuthError(403, "forbidden", f"This API key lacks the {scope!r} scope.")
            return caller_of(x_api_key or "", secret=audit_secret)

        return Depends(check)

    async def key_first(scope: AsgiScope, headers: dict[str, str]) -> None:
        """The API key is checked before the body is read (the scope check comes later)."""
        path, root = scope.get("path", ""), scope.get("root_path", "")
        if root and path.startswith(root):  # mounted (under /api in the one-process app)
            path = path[len(root):]
        if path in PUBLIC_PATHS or path.startswith(f"{ASSETS_URL}/"):
            return
        try:
            scopes_of(headers.get("x-api-key"))
        except AuthError as exc:
            refusal = Refused(exc.status, exc.code, exc.message)
            if limits is not None:
                refusal = await limits.key_refused(scope, refusal)
            raise refusal from exc
        if limits is not None:
            await limits.key_used(headers.get("x-api-key") or "")

    app.add_middleware(Boundary, max_body=max_body, precheck=key_first)
    app.add_middleware(HeadAsGet)  # outermost: the edge checks see a GET
    document_text_rule(app)
    add_outage_handlers(app)

    @app.exception_handler(AuthError)
    async def _auth(_: Request, exc: AuthError) -> JSONResponse:
        return JSONResponse({"error": exc.code, "message": exc.message}, status_code=exc.status)

    @app.exception_handler(DomainError)
    async def _domain(_: Request, exc: DomainError) -> JSONResponse:
        metrics.refusal(exc.code, "api")
        return JSONResponse({"error": exc.code, "message": exc.message}, status_code=exc.status)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        return http_error(request, exc.status_code, exc.detail,
                          getattr(exc, "headers", None))

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        malformed = (not_json_media(exc.errors(), request.headers.get("content-type"))
                     or not_json(exc.errors(), exc.body))
        if malformed is not None:
            return malformed.response()
        fields = [
            {"field": ".".join(str(p) for p in err.get("loc", ())), "problem": err.get("msg", "")}
            for err in exc.errors()
        ]
        summary = "; ".join(f"{f['field']}: {f['problem']}" for f in fields)
        return JSONResponse(
            {"error": "invalid_request", "message": f"Invalid request: {summary}",
             "fields": fields},
            status_code=422,
        )

    care_scope = require("care")
    staff_scope = require("staff")
    admin_scope = require("admin")

    @app.get("/health", tags=["meta"])
    def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/orders", response_model=list[OrderView], responses=ERRORS, tags=["care"])
    def find_orders(email: Email, _actor: str = care_scope) -> list[OrderView]:
        """Every order of the customer with this e-mail."""
        return care.find_orders(store, email=email)

    @app.get(
        "/orders/{number}", response_model=OrderView, responses={**ERRORS, **NOT_FOUND},
        tags=["care"],
    )
    def get_order(number: OrderNumber, email: Email, _actor: str = care_scope) -> OrderView:
        """One order, with its workshop stage, booking and delay; 404 if not the caller's."""
        return care.get_order(store, number=number, email=email)

    @app.get(
        "/orders/{number}/free-slots", response_model=list[SlotView],
        responses={**ERRORS, **NOT_FOUND}, tags=["care"],
    )
    def free_slots(
        number: OrderNumber, email: Email,
        limit: Annotated[int, Query(ge=1, le=500)] = 50, _actor: str = care_scope,
    ) -> list[SlotView]:
        """Slots this order can move to: room left, at least 48 hours away."""
        return care.free_slots(store, number=number, email=email, limit=limit)

    @app.post(
        "/orders/{number}/reschedule", response_model=RescheduleResult,
        responses={**ERRORS, **NOT_FOUND, **CONFLICT, **JSON_BODY}, tags=["care"],
    )
    def reschedule(
        number: OrderNumber, body: RescheduleRequest, email: Email,
        idempotency_key: IdempotencyKey = None, actor: str = care_scope,
    ) -> RescheduleResult:
        """Move the delivery; refused within 48 hours (`too_late`), to a full or near slot."""
        return care.reschedule(
            store, number=number, email=email, slot_id=body.slot_id,
            idempotency_key=caller_scoped(actor, idempotency_key), actor=f"api-key:{actor}",
        )

    @app.post(
        "/orders/{number}/cases", response_model=CaseView, status_code=201,
        responses={**ERRORS, **NOT_FOUND, **CONFLICT, **JSON_BODY}, tags=["care"],
    )
    def open_case(
        number: OrderNumber, body: CaseRequest, email: Email,
        idempotency_key: IdempotencyKey = None, actor: str = care_scope,
    ) -> CaseView:
        """Open an after-sales case on the customer's own order."""
        return care.open_case(
            store, number=number, email=email, kind=body.kind, description=body.description,
            idempotency_key=caller_scoped(actor, idempotency_key), actor=f"api-key:{actor}",
        )

    @app.get("/customers", response_model=list[CustomerView], responses=ERRORS, tags=["staff"])
    def search_customers(
        q: Annotated[str, Query(min_length=1, max_length=200, description="Name or company.")],
        _actor: str = staff_scope,
    ) -> list[CustomerView]:
        """Customers by name or company (accent- and case-insensitive)."""
        return billing.search_customers(store, query=q)

    @app.get(
        "/customers/{customer_id}/bills", response_model=list[BillView],
        responses={**ERRORS, **NOT_FOUND, **BAD_PERIOD}, tags=["staff"],
    )
    def list_bills(
        customer_id: Annotated[str, Path(min_length=1, max_length=32)],
        start: date | None = None, end: date | None = None, unpaid_only: bool = False,
        _actor: str = staff_scope,
    ) -> list[BillView]:
        """Bills of a customer issued between `start` and `end` (inclusive); `start` after
        `end` is a 422 (`invalid_period`), not an empty list."""
        try:
            return billing.list_bills(
                store, customer_id=customer_id, start=start, end=end, unpaid_only=unpaid_only
            )
        except NotFound as exc:  # the service words it for the tools ("Use search_customer")
            raise NotFound(f"Customer not found: {customer_id}. GET /api/customers?q=<name or "
                           "company> gives a customer's id.") from exc

    @app.get(
        "/bills/{number}", response_model=BillView, responses={**ERRORS, **NOT_FOUND},
        tags=["staff"],
    )
    def get_bill(
        number: Annotated[str, Path(min_length=1, max_length=32)], _actor: str = staff_scope
    ) -> BillView:
        """One bill with its lines."""
        try:
            return billing.get_bill(store, number=number)
        except NotFound as exc:  # the service words it for the tools ("Use list_bills")
            raise NotFound(f"Bill not found: {number}. GET /api/customers/{{customer_id}}/bills "
                           "lists a customer's bills.") from exc

    @app.get("/admin/slots", response_model=list[SlotView], responses=ERRORS, tags=["admin"])
    def all_slots(_actor: str = admin_scope) -> list[SlotView]:
        """Every delivery slot with its bookings count."""
        return care.list_slots(store)

    @app.get("/admin/snapshot", response_model=Snapshot, responses=ERRORS, tags=["admin"])
    def snapshot(_actor: str = admin_scope) -> Snapshot:
        """Every booking and every case (what the eval diffs)."""
        return care.snapshot(store)

    return app
