import { describe, expect, it } from "vitest";
import {
  anchorOf,
  cleanDocstring,
  docstringDeprecation,
  exampleIn,
  isExcludedPath,
  moduleNameOf,
  pythonModuleFiles,
  qualifyReplacement,
  readPythonApi,
  replacementIn,
  replacementsIn,
  versionAddedIn,
  versionInMessage,
} from "../../src/dependencies/python-api.js";
import type { PackageFiles } from "../../src/dependencies/types.js";
import type { ApiEntryInput, ParsedDocSet } from "../../src/knowledge/ingest/types.js";

const encoder = new TextEncoder();
function packageFiles(files: Record<string, string | Uint8Array>): PackageFiles {
  return new Map(Object.entries(files).map(([path, content]) => [path, typeof content === "string" ? encoder.encode(content) : content]));
}

function entry(set: ParsedDocSet, name: string): ApiEntryInput {
  const found = set.apis.find((api) => api.name === name);
  if (!found) throw new Error(`no entry ${name}; have ${set.apis.map((api) => api.name).join(", ")}`);
  return found;
}
const names = (set: ParsedDocSet) => set.apis.map((api) => api.name);

// --- attrs, in the style of its 23.x wheel: two top-level packages, `attrs` re-exporting `attr`'s API. ---

const ATTR_INIT = `# SPDX-License-Identifier: MIT

"""
Classes Without Boilerplate
"""

from functools import partial
from typing import Callable

from . import converters, validators
from ._funcs import assoc, evolve
from ._make import (
    NOTHING,
    Attribute,
    Factory,
    attrib,
    attrs,
    fields,
)
from ._next_gen import define, field, frozen, mutable


s = attributes = attrs
ib = attr = attrib
dataclass = partial(attrs, auto_attribs=True)  # happy Easter ;)

__all__ = [
    "Attribute",
    "Factory",
    "NOTHING",
    "assoc",
    "attr",
    "attrib",
    "attributes",
    "attrs",
    "converters",
    "define",
    "evolve",
    "field",
    "fields",
    "frozen",
    "ib",
    "mutable",
    "s",
    "validators",
]
`;

const ATTR_MAKE = `# SPDX-License-Identifier: MIT

import copy
import enum
import warnings

from ._compat import PY310


class _Nothing(enum.Enum):
    NOTHING = enum.auto()


NOTHING = _Nothing.NOTHING
"""
Sentinel to indicate the lack of a value when \`\`None\`\` is ambiguous.
"""


def attrib(
    default=NOTHING,
    validator=None,
    repr=True,
    cmp=None,
    hash=None,
    init=True,
    metadata=None,
):
    """
    Create a new attribute on a class.

    .. warning::

        Does *not* do anything unless the class is also decorated with
        \`attr.s\` / \`attrs.define\` / et cetera!

    .. versionadded:: 15.2.0 *convert*
    .. versionadded:: 16.3.0 *metadata*
    .. deprecated:: 19.2.0 *cmp* Removed in 21.1.0.
    """
    return _CountingAttr(default=default)


def attrs(maybe_cls=None, these=None, repr_ns=None, repr=None):
    r"""
    A class decorator that adds :term:\`dunder methods\` according to the
    specified attributes using \`attr.ib\` or the *these* argument.

    .. versionadded:: 16.0.0 *slots*
    """
    return wrap(maybe_cls)


class Attribute:
    """
    *Read-only* representation of an attribute.

    .. versionadded:: 20.1.0 *inherited*
    """

    __slots__ = ("name", "default")

    def __init__(self, name, default, validator, repr, cmp, hash, init, inherited, metadata=None):
        bound_setattr = _OBJ_SETATTR.__get__(self)

    @classmethod
    def from_counting_attr(cls, name, ca, type=None):
        """Build an Attribute from a _CountingAttr."""
        return cls(name, ca._default)

    def evolve(self, **changes):
        """
        Copy *self* and apply *changes*.

        This works similarly to \`attrs.evolve\` but that function does not work
        with :class:\`attrs.Attribute\`.

        It is mainly meant to be used for \`transform-fields\`.

        .. versionadded:: 20.3.0
        """
        new = copy.copy(self)
        return new

    def _setattrs(self, name_values_pairs):
        pass


class Factory:
    """
    Stores a factory callable.
    """

    __slots__ = ("factory", "takes_self")


def fields(cls):
    """
    Return the tuple of *attrs* attributes for a class.

    .. versionadded:: 16.2.0
    """
    return attrs
`;

const ATTR_FUNCS = `import copy

from ._make import NOTHING, fields


def assoc(inst, **changes):
    """
    Copy *inst* and apply *changes*.

    This is different from \`evolve\` that applies the changes to the arguments
    that create the new instance.

    .. deprecated:: 21.3.0
        Use :func:\`attrs.evolve\` instead if you can.
        This function will not be removed du to the slightly different approach
        compared to \`attrs.evolve\`, though.
    """
    new = copy.copy(inst)
    return new


def evolve(*args, **changes):
    """
    Create a new instance, based on the first positional argument with
    *changes* applied.

    .. versionadded:: 17.1.0
    """
    return args[0]
`;

const ATTR_NEXT_GEN = `# SPDX-License-Identifier: MIT

"""
These are keyword-only APIs that call \`attr.s\` and \`attr.ib\` with different
default values.
"""


from functools import partial

from . import setters
from ._funcs import asdict as _asdict
from ._make import (
    NOTHING,
    _frozen_setattrs,
    attrib,
    attrs,
)


def define(
    maybe_cls=None,
    *,
    these=None,
    repr=None,
    unsafe_hash=None,
    hash=None,
    init=None,
    slots=True,
    frozen=False,
):
    r"""
    Define an *attrs* class.

    Differences to the classic \`attr.s\` that it uses underneath:

    - Automatically detect whether or not *auto_attribs* should be \`True\`.

    .. code-block:: python

        @attrs.define
        class Point:
            x: int
            y: int

    .. versionadded:: 20.1.0
    .. versionchanged:: 21.3.0 Converters are also run \`\`on_setattr\`\`.
    """
    return attrs(maybe_cls=maybe_cls, these=these)


mutable = define
frozen = partial(define, frozen=True, on_setattr=None)


def field(
    *,
    default=NOTHING,
    validator=None,
    repr=True,
    kw_only=False,
):
    """
    Identical to \`attr.ib\`, except keyword-only and with some arguments
    removed.

    .. versionadded:: 23.1.0
       The *type* parameter has been re-added; mostly for \`attrs.make_class\`.
       Please note that type checkers ignore this metadata.
    .. versionadded:: 20.1.0
    """
    return attrib(default=default, validator=validator, repr=repr, kw_only=kw_only)
`;

const ATTR_VALIDATORS = `"""
Commonly useful validators.
"""

__all__ = ["instance_of", "optional"]


def instance_of(type):
    """
    A validator that raises a \`TypeError\` if the initializer is called
    with a wrong type for this particular attribute (checks are performed using
    \`isinstance\` therefore it's also valid to pass a tuple of types).
    """
    return _InstanceOfValidator(type)


def optional(validator):
    """
    A validator that makes an attribute optional.
    """
    return _OptionalValidator(validator)


def _private_helper():
    pass
`;

const ATTRS_INIT = `# SPDX-License-Identifier: MIT

from attr import (
    NOTHING,
    Attribute,
    Factory,
    assoc,
    evolve,
    fields,
    frozen,
    mutable,
)
from attr._next_gen import define, field

from . import validators


__all__ = [
    "Attribute",
    "Factory",
    "NOTHING",
    "assoc",
    "define",
    "evolve",
    "field",
    "fields",
    "frozen",
    "mutable",
    "validators",
]
`;

function attrsWheel(): PackageFiles {
  return packageFiles({
    "attr/__init__.py": ATTR_INIT,
    "attr/_make.py": ATTR_MAKE,
    "attr/_funcs.py": ATTR_FUNCS,
    "attr/_next_gen.py": ATTR_NEXT_GEN,
    "attr/_compat.py": "PY310 = True\n",
    "attr/validators.py": ATTR_VALIDATORS,
    "attr/converters.py": '"""Commonly useful converters."""\n\ndef optional(converter):\n    """A converter that allows an attribute to be optional."""\n',
    "attr/py.typed": "",
    "attrs/__init__.py": ATTRS_INIT,
    "attrs/validators.py": "from attr.validators import *  # noqa: F403\n",
    "attrs-23.2.0.dist-info/METADATA": "Metadata-Version: 2.1\nName: attrs\nVersion: 23.2.0\n",
    "attrs-23.2.0.dist-info/top_level.txt": "attr\nattrs\n",
    "attrs-23.2.0.dist-info/RECORD": "",
  });
}

// --- boto3: a wheel without top_level.txt; absolute imports, a class with type-hinted methods. ---

const BOTO3_INIT = `# Copyright 2014 Amazon.com, Inc. or its affiliates. All Rights Reserved.

import logging

from boto3.compat import _warn_deprecated_python
from boto3.session import Session

__author__ = 'Amazon Web Services'
__version__ = '1.34.0'


# The default Boto3 session; autoloaded when needed.
DEFAULT_SESSION = None


def setup_default_session(**kwargs):
    """
    Set up a default session, passing through any parameters to the session
    constructor. There is no need to call this unless you wish to pass custom
    parameters, because a default session will be created for you.
    """
    global DEFAULT_SESSION
    DEFAULT_SESSION = Session(**kwargs)


def _get_default_session():
    if DEFAULT_SESSION is None:
        setup_default_session()
    return DEFAULT_SESSION


def client(*args, **kwargs):
    """
    Create a low-level service client by name using the default session.

    See :py:meth:\`boto3.session.Session.client\`.
    """
    return _get_default_session().client(*args, **kwargs)
`;

const BOTO3_SESSION = `import copy
import os
import warnings

import botocore.session
from botocore.client import Config

import boto3
import boto3.utils
from boto3.resources.factory import ResourceFactory

from .exceptions import ResourceNotExistsError, UnknownAPIVersionError


class Session:
    """
    A session stores configuration state and allows you to create service
    clients and resources.

    :type aws_access_key_id: string
    :param aws_access_key_id: AWS access key ID
    """

    def __init__(
        self,
        aws_access_key_id=None,
        aws_secret_access_key=None,
        aws_session_token=None,
        region_name=None,
        botocore_session=None,
        profile_name=None,
    ):
        if botocore_session is not None:
            self._session = botocore_session
        else:
            # Create a new default session
            self._session = botocore.session.get_session()

    def __repr__(self):
        return f'{self.__class__.__name__}(region_name={self._session.get_config_variable("region")!r})'

    @property
    def profile_name(self) -> str:
        """
        The **read-only** profile name.
        """
        return self._session.profile or 'default'

    def client(
        self,
        service_name: str,
        region_name: str | None = None,
        api_version: str | None = None,
        use_ssl: bool = True,
        verify: bool | str | None = None,
        config: Config | None = None,
    ) -> BaseClient:
        """
        Create a low-level service client by name.

        :type service_name: string
        :param service_name: The name of a service, e.g. 's3' or 'ec2'. You
            can get a list of available services via
            :py:meth:\`get_available_services\`.
        """
        return self._session.create_client(service_name, region_name=region_name)

    def get_available_services(self) -> list[str]:
        """
        Get a list of available services that can be loaded as low-level
        clients via :py:meth:\`Session.client\`.
        """
        warnings.warn(
            "Session.get_available_services() is deprecated since 1.30, "
            "use Session.get_available_resources() instead",
            DeprecationWarning,
            stacklevel=2,
        )
        return self._session.get_available_services()

    def get_available_resources(self) -> list[str]:
        """
        Get a list of available services that can be loaded as resource
        clients via :py:meth:\`Session.resource\`.
        """
        return self._loader.list_available_services(type_name='resources-1')

    @classmethod
    def from_profile(cls, profile_name: str) -> "Session":
        """A session for a named profile."""
        return cls(profile_name=profile_name)

    @staticmethod
    def partition_names(region: str) -> list[str]:
        return []

    async def close(self) -> None:
        """Closes the session."""

    def resource(self, service_name, region_name=None):
        """Create a resource service client by name."""
        if region_name == "legacy":
            warnings.warn("The legacy region_name option is deprecated", DeprecationWarning)
        return None
`;

function boto3Wheel(): PackageFiles {
  return packageFiles({
    "boto3/__init__.py": BOTO3_INIT,
    "boto3/session.py": BOTO3_SESSION,
    "boto3/compat.py": "def _warn_deprecated_python():\n    pass\n",
    "boto3/exceptions.py": "class ResourceNotExistsError(Exception):\n    \"\"\"Raised when you attempt to create a resource that does not exist.\"\"\"\n\nclass UnknownAPIVersionError(Exception):\n    pass\n",
    "boto3/resources/__init__.py": "",
    "boto3/resources/factory.py": "class ResourceFactory:\n    \"\"\"A factory to create new resource classes.\"\"\"\n\n    def __init__(self, emitter):\n        self._emitter = emitter\n",
    "boto3/data/s3/2006-03-01/resources-1.json": "{}",
    "boto3-1.34.0.dist-info/METADATA": "Name: boto3\n",
    "boto3-1.34.0.dist-info/RECORD": "",
  });
}

// --- fastapi: redundant-alias re-exports, typing_extensions' @deprecated on a method. ---

const FASTAPI_INIT = `"""FastAPI framework, high performance, easy to learn, fast to code, ready for production"""

__version__ = "0.110.0"

from starlette import status as status

from .applications import FastAPI as FastAPI
from .background import BackgroundTasks as BackgroundTasks
`;

const FASTAPI_APPLICATIONS = `from typing import Any, Callable, Dict, List, Optional, TypeVar

from fastapi import routing
from starlette.applications import Starlette
from typing_extensions import Annotated, Doc, deprecated

AppType = TypeVar("AppType", bound="FastAPI")


class FastAPI(Starlette):
    """
    \`FastAPI\` app class, the main entrypoint to use FastAPI.

    Read more in the
    [FastAPI docs for First Steps](https://fastapi.tiangolo.com/tutorial/first-steps/).

    ## Example

    \`\`\`python
    from fastapi import FastAPI

    app = FastAPI()
    \`\`\`
    """

    def __init__(
        self: AppType,
        *,
        debug: Annotated[
            bool,
            Doc(
                """
                Boolean indicating if debug tracebacks should be returned on server
                errors.
                """
            ),
        ] = False,
        title: str = "FastAPI",
    ) -> None:
        self.debug = debug

    def get(
        self,
        path: Annotated[str, Doc("The URL path to be used for this *path operation*.")],
        *,
        response_model: Any = None,
    ) -> Callable[[DecoratedCallable], DecoratedCallable]:
        """
        Add a *path operation* using an HTTP GET operation.
        """
        return self.router.get(path, response_model=response_model)

    @deprecated(
        """
        on_event is deprecated, use lifespan event handlers instead.

        Read more about it in the
        [FastAPI docs for Lifespan Events](https://fastapi.tiangolo.com/advanced/events/).
        """
    )
    def on_event(
        self,
        event_type: Annotated[str, Doc("The type of event. \`startup\` or \`shutdown\`.")],
    ) -> Callable[[DecoratedCallable], DecoratedCallable]:
        """
        Add an event handler for the application.
        """
        return self.router.on_event(event_type)

    @deprecated("Use add_api_route() instead.")
    def add_route(self, path: str, route: Callable) -> None:
        """Add a Starlette route."""
`;

function fastapiWheel(): PackageFiles {
  return packageFiles({
    "fastapi/__init__.py": FASTAPI_INIT,
    "fastapi/applications.py": FASTAPI_APPLICATIONS,
    "fastapi/background.py": "from starlette.background import BackgroundTasks as StarletteBackgroundTasks\n\n\nclass BackgroundTasks(StarletteBackgroundTasks):\n    \"\"\"A collection of background tasks.\"\"\"\n\n    def add_task(self, func: Callable[P, Any], *args: P.args, **kwargs: P.kwargs) -> None:\n        \"\"\"Add a function to be called in the background.\"\"\"\n",
    "fastapi/routing.py": "class APIRouter:\n    \"\"\"Group path operations.\"\"\"\n\n    def add_api_route(self, path: str) -> None:\n        \"\"\"Add an API route.\"\"\"\n",
    "fastapi-0.110.0.dist-info/METADATA": "Name: fastapi\n",
  });
}

// --- A src-layout sdist (top folder already removed): warnings.warn, typing.overload, tests and docs around. ---

const LEGACY_CORE = `"""The core of legacy-tools.

.. versionadded:: 1.2
"""

import typing
import warnings
from abc import ABCMeta
from typing import overload
from warnings import warn as _warn

__all__ = ["new_api", "old_api", "with_option", "OldThing", "NewThing", "convert", "MAX_SIZE", "timeout"]

MAX_SIZE = 1024
timeout: float | None = 30.0
"""Seconds to wait, or None to wait forever."""


def new_api(x: int) -> int:
    """Do it the right way."""
    return x


def old_api(x: int) -> int:
    """Do it the old way."""
    name = "old_api"
    _warn(f"{name} is deprecated in 3.0; prefer new_api() " "which is faster", category=PendingDeprecationWarning)

    def inner():
        warnings.warn("inner is deprecated", DeprecationWarning)

    return new_api(x)


def with_option(x, legacy=None):
    """Takes an option."""
    if legacy is not None:
        warnings.warn("The legacy argument is deprecated, use x", DeprecationWarning)
    return x


class OldThing:
    """An old thing."""

    def __init__(self, size: int = 0) -> None:
        warnings.warn("OldThing is deprecated, use " + "NewThing instead", FutureWarning)
        self.size = size


class NewThing(Base, metaclass=ABCMeta):
    """A new thing.

    Example::

        thing = NewThing()
        thing.run(1)

    More text.

    .. versionadded:: 2.0
    """

    @overload
    def run(self, x: int) -> int: ...

    @overload
    def run(self, x: str) -> str: ...

    def run(self, x):
        """Run it."""
        return x

    def walk(self, steps: int = 1) -> None:
        """Walk.

        .. deprecated:: 2.5
           Use :meth:\`run\` instead.
        """


@typing.overload
def convert(x: int) -> int: ...
@typing.overload
def convert(x: str) -> str: ...
def convert(x):
    """Convert x.

    >>> convert(1)
    1
    >>> convert("a")
    'a'

    Afterwards.
    """
    return x
`;

function legacySdist(): PackageFiles {
  return packageFiles({
    "PKG-INFO": "Name: legacy-tools\n",
    "setup.py": "from setuptools import setup\n\ndef build():\n    pass\nsetup()\n",
    "pyproject.toml": "[project]\nname = 'legacy-tools'\n",
    "src/legacy_tools/__init__.py": '"""Legacy tools."""\n\nfrom .core import *\nfrom ._version import version as __version__\n',
    "src/legacy_tools/_version.py": "version = '3.1'\n",
    "src/legacy_tools/core.py": LEGACY_CORE,
    "src/legacy_tools/compat.py": 'import sys\nimport warnings\n\nif sys.version_info < (3, 9):\n    warnings.warn("Python 3.8 support is deprecated", DeprecationWarning)\n\nwarnings.warn(\n    "legacy_tools.compat is deprecated since 3.1, use legacy_tools.core instead",\n    DeprecationWarning,\n    stacklevel=2,\n)\n\ndef shim():\n    """A shim."""\n',
    "src/legacy_tools/pyver.py": 'import sys\nimport warnings\n\nif sys.version_info < (3, 9):\n    warnings.warn("Python 3.8 support is deprecated", DeprecationWarning)\n\ndef check():\n    """Check."""\n',
    "src/legacy_tools/_impl/helpers.py": "def helper():\n    \"\"\"Private by its package.\"\"\"\n",
    "tests/__init__.py": "",
    "tests/test_core.py": "def test_new_api():\n    assert True\n",
    "src/legacy_tools/tests/test_inner.py": "def test_inner():\n    pass\n",
    "docs/conf.py": "project = 'legacy-tools'\n",
  });
}

describe("which modules a package holds", () => {
  it("names modules after their paths, packages after their folders", () => {
    expect(moduleNameOf("attr/_make.py")).toEqual({ name: "attr._make", isPackage: false });
    expect(moduleNameOf("attrs/__init__.py")).toEqual({ name: "attrs", isPackage: true });
    expect(moduleNameOf("yaml-stubs/__init__.pyi")).toEqual({ name: "yaml", isPackage: true });
    expect(moduleNameOf("boto3/data/s3/2006-03-01/x.py")).toBeNull();
  });

  it("leaves out tests, docs, examples, setup.py and conftest.py", () => {
    expect(isExcludedPath("pkg/tests/test_a.py")).toBe(true);
    expect(isExcludedPath("pkg/test_a.py")).toBe(true);
    expect(isExcludedPath("pkg/conftest.py")).toBe(true);
    expect(isExcludedPath("setup.py")).toBe(true);
    expect(isExcludedPath("pkg/examples/demo.py")).toBe(true);
    expect(isExcludedPath("pkg/testing.py")).toBe(false);
  });

  it("reads a wheel's top_level.txt, an sdist's src layout, and top-level single modules", () => {
    expect(pythonModuleFiles(attrsWheel()).topLevel).toEqual(["attr", "attrs"]);
    const sdist = pythonModuleFiles(legacySdist());
    expect(sdist.topLevel).toEqual(["legacy_tools"]);
    expect(sdist.modules.map((module) => module.name)).toEqual(["legacy_tools", "legacy_tools._impl.helpers", "legacy_tools._version", "legacy_tools.compat", "legacy_tools.core", "legacy_tools.pyver"]);
    const flat = pythonModuleFiles(packageFiles({ "six.py": "", "setup.py": "", "conftest.py": "", "docs/conf.py": "" }));
    expect(flat.topLevel).toEqual(["six"]);
    expect(flat.modules.map((module) => module.name)).toEqual(["six"]);
  });
});

describe("docstrings", () => {
  it("cleans a docstring like inspect.cleandoc", () => {
    expect(cleanDocstring("\n    Create a client.\n\n    :param x: the x\n        more\n    ")).toBe("Create a client.\n\n:param x: the x\n    more");
    expect(cleanDocstring("First line.\n\tTabbed.")).toBe("First line.\nTabbed.");
  });

  it("reads versionadded, skipping notes about a parameter", () => {
    expect(versionAddedIn(".. versionadded:: 15.2.0 *convert*\n.. versionadded:: 16.0")).toBe("16.0");
    expect(versionAddedIn("Text.\n\n.. versionchanged:: 3.0\n")).toBeNull();
  });

  it("reads a deprecated note with the text indented under it", () => {
    expect(docstringDeprecation("Doc.\n\n.. deprecated:: 2.0\n   Use :func:`attrs.define` instead.\n\nAfter.")).toEqual({ version: "2.0", text: "Use :func:`attrs.define` instead." });
    expect(docstringDeprecation(".. deprecated:: 19.2.0 *cmp* Removed in 21.1.0.")).toBeNull();
  });

  it("finds the first example block", () => {
    expect(exampleIn("Intro.\n\n    >>> a = 1\n    >>> a\n    1\n\nMore.")).toBe(">>> a = 1\n>>> a\n1");
    expect(exampleIn("Intro.\n\n.. code-block:: python\n   :linenos:\n\n    x = 1\n    y = 2\n\nAfter.")).toBe("x = 1\ny = 2");
    expect(exampleIn("Example::\n\n    run()\n")).toBe("run()");
    expect(exampleIn("## Example\n\n```python\napp = FastAPI()\n```\n")).toBe("app = FastAPI()");
    expect(exampleIn("No example here.")).toBeNull();
  });
});

describe("deprecation messages", () => {
  it("reads the version a message names, not the one it will be removed in", () => {
    expect(versionInMessage("f is deprecated since 2.1 and will be removed")).toBe("2.1");
    expect(versionInMessage("f was deprecated in 3.0")).toBe("3.0");
    expect(versionInMessage("f is deprecated and will be removed in 4.0")).toBeNull();
  });

  it("names the replacement a note points to", () => {
    expect(replacementIn("Use :func:`attrs.define` instead.")).toBe("attrs.define");
    expect(replacementIn("Deprecated in favour of :class:`~foo.Bar`.")).toBe("foo.Bar");
    expect(replacementIn("old() is deprecated, use new_thing() instead")).toBe("new_thing");
    expect(replacementIn("Replaced by `Session.client`.")).toBe("Session.client");
    expect(replacementIn("Using old is deprecated; prefer :meth:`new`.", "old")).toBe("new");
    expect(replacementIn("on_event is deprecated, use lifespan event handlers instead.")).toBeNull();
    expect(replacementIn("This is deprecated.")).toBeNull();
  });

  it("names a quoted replacement", () => {
    expect(replacementIn("The 'pool' property is deprecated. Use 'conn' instead.", "urllib3.exceptions.NewConnectionError.pool")).toBe("conn");
    expect(replacementIn('old is deprecated, use "new_name" instead')).toBe("new_name");
    expect(replacementIn("Deprecated: use `model_dump` instead.")).toBe("model_dump");
  });

  it("lists every candidate, never the entry itself", () => {
    expect(replacementsIn("`display` is deprecated; use `display` on the field or `get_secret_value` instead.", "pkg.Secret.display")).toEqual(["get_secret_value"]);
    expect(replacementsIn("`secret_str.display()` is deprecated, use `str(secret_str)` instead", "pkg.SecretStr.display")).toEqual([]);
    expect(replacementsIn("Use `Thing.run` or `Thing.go` instead.", "pkg.Thing.old")).toEqual(["Thing.run", "Thing.go"]);
  });

  it("qualifies a replacement by the set's own names", () => {
    const all = ["attrs.define", "attr.define", "boto3.session.Session.client", "boto3.client", "pkg.Thing.run"];
    expect(qualifyReplacement("attrs.define", all, null)).toBe("attrs.define");
    expect(qualifyReplacement("Session.client", all, null)).toBe("boto3.session.Session.client");
    expect(qualifyReplacement("client", all, "boto3.session.Session")).toBe("boto3.session.Session.client");
    expect(qualifyReplacement("define", all, null)).toBe("define");
    expect(qualifyReplacement("run", all, null)).toBe("pkg.Thing.run");
    expect(qualifyReplacement("client", [...all, "pkg.Other.client"], "boto3.session.Session")).toBe("boto3.session.Session.client");
  });

  it("anchors by the qualified name", () => {
    expect(anchorOf("boto3.session.Session")).toBe("boto3-session-session");
  });
});

describe("readPythonApi on attrs", async () => {
  const set = await readPythonApi("attrs", attrsWheel());

  it("names re-exported definitions by the public module users import them from", () => {
    const define = entry(set, "attrs.define");
    expect(define.kind).toBe("function");
    expect(define.signature).toBe("define(maybe_cls=None, *, these=None, repr=None, unsafe_hash=None, hash=None, init=None, slots=True, frozen=False)");
    expect(define.description).toMatch(/^Define an \*attrs\* class\.\n\nDifferences to the classic `attr.s`/);
    expect(define.versionIntroduced).toBe("20.1.0");
    expect(define.example).toBe("@attrs.define\nclass Point:\n    x: int\n    y: int");
    expect(define.docPath).toBe("api/attrs");
    expect(define.anchor).toBe("attrs-define");
    // attr's own __all__ exports it too: a distinct public name in its own top-level package.
    expect(entry(set, "attr.define").docPath).toBe("api/attr");
    // field's first versionadded speaks of a parameter.
    expect(entry(set, "attrs.field").versionIntroduced).toBe("20.1.0");
  });

  it("follows aliases and star imports to the definition, and takes __all__ as the module's names", () => {
    expect(entry(set, "attr.s").signature).toBe("attrs(maybe_cls=None, these=None, repr_ns=None, repr=None)");
    expect(entry(set, "attr.attributes").kind).toBe("function");
    expect(entry(set, "attr.ib").signature).toBe("attrib(default=NOTHING, validator=None, repr=True, cmp=None, hash=None, init=True, metadata=None)");
    expect(entry(set, "attrs.mutable").signature).toMatch(/^define\(maybe_cls=None/);
    expect(entry(set, "attrs.frozen")).toMatchObject({ kind: "attribute", signature: "frozen = partial(define, frozen=True, on_setattr=None)" });
    expect(entry(set, "attr.NOTHING")).toMatchObject({ kind: "attribute", signature: "NOTHING = _Nothing.NOTHING", description: "Sentinel to indicate the lack of a value when ``None`` is ambiguous." });
    expect(entry(set, "attrs.validators.instance_of").docPath).toBe("api/attrs.validators");
    expect(entry(set, "attr.validators.optional").kind).toBe("function");
    expect(names(set)).not.toContain("attr.dataclass");
    expect(names(set)).not.toContain("attr.validators._private_helper");
  });

  it("hides private modules and what only they define", () => {
    expect(names(set).filter((name) => /(^|\.)_/.test(name))).toEqual([]);
    expect(set.documents.map((document) => document.path)).toEqual(["api/attr", "api/attr.converters", "api/attr.validators", "api/attrs", "api/attrs.validators"]);
  });

  it("reads a class: __init__'s parameters, public methods, classmethods", () => {
    const attribute = entry(set, "attrs.Attribute");
    expect(attribute).toMatchObject({ kind: "class", signature: "class Attribute(name, default, validator, repr, cmp, hash, init, inherited, metadata=None)" });
    expect(entry(set, "attrs.Attribute.evolve")).toMatchObject({ kind: "method", signature: "evolve(**changes)", versionIntroduced: "20.3.0", docPath: "api/attrs", anchor: "attrs-attribute" });
    expect(entry(set, "attrs.Attribute.from_counting_attr").signature).toBe("@classmethod from_counting_attr(name, ca, type=None)");
    expect(names(set)).not.toContain("attrs.Attribute._setattrs");
    expect(names(set)).not.toContain("attrs.Attribute.__init__");
    expect(entry(set, "attrs.Factory").signature).toBe("class Factory");
  });

  it("reads a docstring's deprecation, its version and its replacement", () => {
    expect(entry(set, "attrs.assoc")).toMatchObject({ deprecatedIn: "21.3.0", replacement: "attrs.evolve" });
    expect(entry(set, "attr.assoc")).toMatchObject({ deprecatedIn: "21.3.0", replacement: "attrs.evolve" });
    // A note on the *cmp* parameter does not deprecate attrib.
    expect(entry(set, "attr.attrib").deprecatedIn).toBeNull();
    expect(entry(set, "attrs.evolve").deprecatedIn).toBeNull();
  });

  it("writes a page per public module with a section per entry", () => {
    const page = set.documents.find((document) => document.path === "api/attrs")!;
    expect(page).toMatchObject({ title: "attrs", category: "api", tags: ["api"] });
    expect(page.markdown).toContain("## attrs.define\n\n```python\ndefine(maybe_cls=None, *, these=None,");
    expect(page.markdown).toContain("## attrs.assoc\n\n```python\nassoc(inst, **changes)\n```\n\n**Deprecated since 21.3.0**: Use :func:`attrs.evolve` instead");
    expect(page.markdown).toContain("### attrs.Attribute.evolve");
    expect(page.sections.map((section) => section.anchor)).toContain("attrs-define");
    expect(page.sections.find((section) => section.anchor === "attrs-attribute")!.text).toContain("evolve(**changes)");
    const lead = set.documents.find((document) => document.path === "api/attr")!;
    expect(lead.sections[0]).toEqual({ anchor: null, title: "attr", text: "Classes Without Boilerplate" });
    expect(entry(set, "attr")).toMatchObject({ kind: "module", description: "Classes Without Boilerplate", docPath: "api/attr" });
  });
});

describe("readPythonApi on boto3", async () => {
  const set = await readPythonApi("boto3", boto3Wheel());

  it("finds the package without top_level.txt and reads its functions", () => {
    expect(entry(set, "boto3.client")).toMatchObject({
      kind: "function",
      signature: "client(*args, **kwargs)",
      description: "Create a low-level service client by name using the default session.\n\nSee :py:meth:`boto3.session.Session.client`.",
      docPath: "api/boto3",
      anchor: "boto3-client",
    });
    expect(entry(set, "boto3.DEFAULT_SESSION")).toMatchObject({ kind: "attribute", signature: "DEFAULT_SESSION = None" });
    expect(names(set)).not.toContain("boto3.__version__");
    expect(names(set)).not.toContain("boto3._get_default_session");
  });

  it("re-exports what the package's __init__ imports absolutely from its own package, under the shorter name", () => {
    expect(names(set)).not.toContain("boto3.session.Session");
    expect(names(set)).not.toContain("boto3.session.ResourceFactory");
    expect(names(set)).not.toContain("boto3._warn_deprecated_python");
    const session = entry(set, "boto3.Session");
    expect(session).toMatchObject({ kind: "class", docPath: "api/boto3", anchor: "boto3-session" });
    expect(session.signature).toBe("class Session(aws_access_key_id=None, aws_secret_access_key=None, aws_session_token=None, region_name=None, botocore_session=None, profile_name=None)");
    expect(session.description).toMatch(/^A session stores configuration state/);
    expect(entry(set, "boto3.resources.factory.ResourceFactory").signature).toBe("class ResourceFactory(emitter)");
    expect(entry(set, "boto3.exceptions.ResourceNotExistsError").signature).toBe("class ResourceNotExistsError(Exception)");
  });

  it("keeps type hints as written and drops self", () => {
    expect(entry(set, "boto3.Session.client")).toMatchObject({
      kind: "method",
      signature: "client(service_name: str, region_name: str | None = None, api_version: str | None = None, use_ssl: bool = True, verify: bool | str | None = None, config: Config | None = None) -> BaseClient",
      docPath: "api/boto3",
      anchor: "boto3-session",
    });
    expect(entry(set, "boto3.Session.profile_name")).toMatchObject({ kind: "property", signature: "profile_name: str", description: "The **read-only** profile name." });
    expect(entry(set, "boto3.Session.partition_names").signature).toBe("@staticmethod partition_names(region: str) -> list[str]");
    expect(entry(set, "boto3.Session.close").signature).toBe("async close() -> None");
    expect(names(set)).not.toContain("boto3.Session.__repr__");
    expect(names(set)).not.toContain("boto3.session.Session.client");
  });

  it("reads warnings.warn as a deprecation, with its version and qualified replacement", () => {
    expect(entry(set, "boto3.Session.get_available_services")).toMatchObject({ deprecatedIn: "1.30", replacement: "boto3.Session.get_available_resources" });
    // A warning about one argument, inside a condition, does not deprecate the method.
    expect(entry(set, "boto3.Session.resource").deprecatedIn).toBeNull();
    expect(entry(set, "boto3.Session.client").deprecatedIn).toBeNull();
  });
});

describe("readPythonApi on a package importing another distribution", async () => {
  const set = await readPythonApi(
    "awskit",
    packageFiles({
      "awskit/__init__.py": "import botocore\nfrom botocore.session import get_session\nfrom botocore.exceptions import ClientError\nfrom awskit.core import Helper\n",
      "awskit/core.py": "class Helper:\n    \"\"\"Helps.\"\"\"\n",
      "botocore/__init__.py": "",
      "botocore/session.py": "def get_session():\n    pass\n",
      "botocore/exceptions.py": "class ClientError(Exception):\n    pass\n",
      "awskit-1.0.dist-info/top_level.txt": "awskit\n",
    }),
  );

  it("does not re-export what an absolute import brings from another distribution", () => {
    expect(entry(set, "awskit.Helper").kind).toBe("class");
    expect(names(set)).not.toContain("awskit.core.Helper");
    expect(names(set).filter((name) => /botocore|get_session|ClientError/.test(name))).toEqual([]);
  });
});

describe("readPythonApi on fastapi", async () => {
  const set = await readPythonApi("fastapi", fastapiWheel());

  it("keeps only the shortest public name of a re-exported class", () => {
    expect(names(set)).toContain("fastapi.FastAPI");
    expect(names(set)).not.toContain("fastapi.applications.FastAPI");
    expect(names(set)).toContain("fastapi.BackgroundTasks.add_task");
    expect(names(set)).not.toContain("fastapi.status");
    expect(names(set)).not.toContain("fastapi.applications.AppType");
    const app = entry(set, "fastapi.FastAPI");
    expect(app.signature).toBe('class FastAPI(*, debug: Annotated[ bool, Doc( """ Boolean indicating if debug tracebacks should be returned on server errors. """ ), ] = False, title: str = "FastAPI")');
    expect(app.example).toBe("from fastapi import FastAPI\n\napp = FastAPI()");
    expect(app.docPath).toBe("api/fastapi");
    expect(set.documents.find((document) => document.path === "api/fastapi.applications")!.markdown).not.toContain("## fastapi.FastAPI");
  });

  it("reads methods of the re-exported class under its public name", () => {
    expect(entry(set, "fastapi.FastAPI.get")).toMatchObject({
      kind: "method",
      signature: 'get(path: Annotated[str, Doc("The URL path to be used for this *path operation*.")], *, response_model: Any = None) -> Callable[[DecoratedCallable], DecoratedCallable]',
      docPath: "api/fastapi",
      anchor: "fastapi-fastapi",
    });
  });

  it("reads typing_extensions' @deprecated, naming no version", () => {
    expect(entry(set, "fastapi.FastAPI.on_event")).toMatchObject({ deprecatedIn: "0", replacement: null });
    // "add_api_route" is no method of FastAPI here, but the only entry so named is the router's.
    expect(entry(set, "fastapi.FastAPI.add_route")).toMatchObject({ deprecatedIn: "0", replacement: "fastapi.routing.APIRouter.add_api_route" });
    expect(set.documents.find((document) => document.path === "api/fastapi")!.markdown).toContain("**Deprecated**: on_event is deprecated, use lifespan event handlers instead.");
  });
});

describe("readPythonApi on a src-layout sdist", async () => {
  const set = await readPythonApi("legacy-tools", legacySdist());

  it("reads src/, leaving out tests, docs, setup.py and private modules", () => {
    expect(set.documents.map((document) => document.path)).toEqual(["api/legacy_tools", "api/legacy_tools.compat", "api/legacy_tools.core", "api/legacy_tools.pyver"]);
    expect(names(set).some((name) => /test|setup|helper|build|version/.test(name))).toBe(false);
  });

  it("names what `from .core import *` brings by the package", () => {
    expect(entry(set, "legacy_tools.new_api")).toMatchObject({ kind: "function", signature: "new_api(x: int) -> int", description: "Do it the right way.", docPath: "api/legacy_tools" });
    expect(names(set)).not.toContain("legacy_tools.core.new_api");
    expect(entry(set, "legacy_tools.core")).toMatchObject({ kind: "module", versionIntroduced: "1.2" });
  });

  it("reads constants: upper case, or annotated", () => {
    expect(entry(set, "legacy_tools.MAX_SIZE")).toMatchObject({ kind: "attribute", signature: "MAX_SIZE = 1024" });
    expect(entry(set, "legacy_tools.timeout")).toMatchObject({ kind: "attribute", signature: "timeout: float | None = 30.0", description: "Seconds to wait, or None to wait forever." });
  });

  it("reads warn() imported from warnings, with an f-string message, a pending deprecation and a replacement", () => {
    expect(entry(set, "legacy_tools.old_api")).toMatchObject({ deprecatedIn: "3.0", replacement: "legacy_tools.new_api" });
    expect(entry(set, "legacy_tools.with_option").deprecatedIn).toBeNull();
    expect(entry(set, "legacy_tools.new_api").deprecatedIn).toBeNull();
  });

  it("deprecates a module that warns on import, unless the warning is conditional", () => {
    expect(entry(set, "legacy_tools.compat")).toMatchObject({ kind: "module", deprecatedIn: "3.1", replacement: "legacy_tools.core" });
    expect(set.documents.find((document) => document.path === "api/legacy_tools.compat")!.deprecatedIn).toBe("3.1");
    expect(entry(set, "legacy_tools.compat.shim").deprecatedIn).toBeNull();
    expect(entry(set, "legacy_tools.pyver").deprecatedIn).toBeNull();
  });

  it("deprecates a class whose __init__ warns", () => {
    expect(entry(set, "legacy_tools.OldThing")).toMatchObject({ kind: "class", signature: "class OldThing(size: int = 0)", deprecatedIn: "0", replacement: "legacy_tools.NewThing" });
  });

  it("gives an overloaded function one entry with the implementation's signature", () => {
    expect(names(set).filter((name) => name === "legacy_tools.convert")).toHaveLength(1);
    expect(entry(set, "legacy_tools.convert")).toMatchObject({ signature: "convert(x)", example: '>>> convert(1)\n1\n>>> convert("a")\n\'a\'' });
    expect(names(set).filter((name) => name === "legacy_tools.NewThing.run")).toHaveLength(1);
    expect(entry(set, "legacy_tools.NewThing.run")).toMatchObject({ signature: "run(x)", description: "Run it." });
  });

  it("reads a class without __init__ by its bases, its example and versionadded, and a method's replacement in its own class", () => {
    expect(entry(set, "legacy_tools.NewThing")).toMatchObject({ signature: "class NewThing(Base, metaclass=ABCMeta)", versionIntroduced: "2.0", example: "thing = NewThing()\nthing.run(1)" });
    expect(entry(set, "legacy_tools.NewThing.walk")).toMatchObject({ deprecatedIn: "2.5", replacement: "legacy_tools.NewThing.run" });
  });
});

function pydanticWheel(): PackageFiles {
  return packageFiles({
    "pydantic-2.9.0.dist-info/top_level.txt": "pydantic\n",
    "pydantic/__init__.py": `"""Data validation using Python type hints."""
import typing
from importlib import import_module
from warnings import warn

from ._migration import getattr_migration
from .version import VERSION

if typing.TYPE_CHECKING:
    from .main import *
    from .types import *

__version__ = VERSION
__all__ = (
    'BaseModel',
    'create_model',
    'SecretStr',
    'Field',
    'parse_obj_as',
    '__version__',
)

# A mapping of {<member name>: (package, <module name>)} defining dynamic imports
_dynamic_imports: 'dict[str, tuple[str, str]]' = {
    'BaseModel': (__spec__.parent, '.main'),
    'create_model': (__spec__.parent, '.main'),
    'SecretStr': (__spec__.parent, '.types'),
    'Field': (__spec__.parent, '.fields'),
    'parse_obj_as': (__spec__.parent, '.deprecated.tools'),
}
_deprecated_dynamic_imports = {'parse_obj_as'}

_getattr_migration = getattr_migration(__name__)


def __getattr__(attr_name: str) -> object:
    if attr_name in _deprecated_dynamic_imports:
        warn(f'Importing {attr_name} from \`pydantic\` is deprecated.', DeprecationWarning, stacklevel=2)
    dynamic_attr = _dynamic_imports.get(attr_name)
    if dynamic_attr is None:
        return _getattr_migration(attr_name)
    package, module_name = dynamic_attr
    if module_name == '__module__':
        return import_module(f'.{attr_name}', package=package)
    module = import_module(module_name, package=package)
    return getattr(module, attr_name)


def __dir__() -> 'list[str]':
    return list(__all__)
`,
    "pydantic/_migration.py": "def getattr_migration(module: str):\n    pass\n",
    "pydantic/version.py": "VERSION = '2.9.0'\n",
    "pydantic/main.py": `"""Logic for creating models."""
import typing_extensions

__all__ = 'BaseModel', 'create_model'


class BaseModel:
    """Usage docs: https://docs.pydantic.dev/2.9/concepts/models/"""

    def model_dump(self, *, include=None, exclude=None) -> dict:
        """Generate a dictionary representation of the model."""

    def model_dump_json(self, *, indent: int | None = None) -> str:
        """Generate a JSON representation of the model."""

    @classmethod
    def model_validate(cls, obj) -> 'BaseModel':
        """Validate a pydantic model instance."""

    def model_copy(self, *, update=None, deep: bool = False) -> 'BaseModel':
        """Returns a copy of the model."""

    @typing_extensions.deprecated('The \`dict\` method is deprecated; use \`model_dump\` instead.', category=None)
    def dict(self, *, include=None, exclude=None) -> dict:
        return self.model_dump(include=include, exclude=exclude)

    @typing_extensions.deprecated('The \`json\` method is deprecated; use \`model_dump_json\` instead.', category=None)
    def json(self, *, include=None) -> str:
        return self.model_dump_json()

    @classmethod
    @typing_extensions.deprecated('The \`parse_obj\` method is deprecated; use \`model_validate\` instead.', category=None)
    def parse_obj(cls, obj) -> 'BaseModel':
        return cls.model_validate(obj)

    @typing_extensions.deprecated(
        'The \`copy\` method is deprecated; use \`model_copy\` instead. '
        'See the docstring of \`BaseModel.copy\` for details about how to handle \`include\` and \`exclude\`.',
        category=None,
    )
    def copy(self, *, include=None, exclude=None, update=None, deep: bool = False) -> 'BaseModel':
        return self.model_copy(update=update, deep=deep)


def not_exported() -> None:
    """Public, but not in __all__."""


def create_model(model_name: str, /, **field_definitions) -> type[BaseModel]:
    """Dynamically creates and returns a new Pydantic model."""
`,
    "pydantic/types.py": `"""The types module."""
import warnings


class SecretStr:
    """A string used for storing sensitive information."""

    def get_secret_value(self) -> str:
        """Get the secret value."""

    def display(self) -> str:
        warnings.warn("The \`display\` method is deprecated; use \`SecretStr.display\` no more, use \`SecretStr.get_secret_value\` instead.", DeprecationWarning)
        return "**********"

    def show(self) -> str:
        warnings.warn("The \`show\` method is deprecated; use \`SecretStr.show\` of the field instead.", DeprecationWarning)
        return "**********"
`,
    "pydantic/fields.py": `def Field(default=..., *, alias: str | None = None) -> object:
    """Create a field for objects that can be configured."""
`,
    "pydantic/deprecated/__init__.py": "",
    "pydantic/deprecated/tools.py": `import warnings

__all__ = 'parse_obj_as', 'schema_of'


def parse_obj_as(type_, obj):
    warnings.warn("parse_obj_as is deprecated. Use pydantic.TypeAdapter.validate_python instead.", DeprecationWarning)
`,
  });
}

describe("readPythonApi on pydantic's lazy exports", async () => {
  const set = await readPythonApi("pydantic", pydanticWheel());

  it("names what __getattr__ imports from its _dynamic_imports table by the package", () => {
    expect(names(set)).toEqual(expect.arrayContaining(["pydantic.BaseModel", "pydantic.BaseModel.dict", "pydantic.create_model", "pydantic.SecretStr", "pydantic.Field"]));
    expect(names(set).filter((name) => name.endsWith(".BaseModel"))).toEqual(["pydantic.BaseModel"]);
    expect(names(set)).not.toContain("pydantic.main.BaseModel.dict");
    expect(names(set)).not.toContain("pydantic.main.not_exported"); // main's `__all__ = 'BaseModel', 'create_model'`
    expect(names(set).filter((name) => name.startsWith("pydantic.deprecated.tools."))).toEqual([]);
    expect(entry(set, "pydantic.BaseModel")).toMatchObject({ kind: "class", description: "Usage docs: https://docs.pydantic.dev/2.9/concepts/models/", docPath: "api/pydantic" });
    expect(entry(set, "pydantic.Field").signature).toBe("Field(default=..., *, alias: str | None = None) -> object");
  });

  it("reads BaseModel's deprecated methods with their replacements", () => {
    expect(entry(set, "pydantic.BaseModel.dict")).toMatchObject({ deprecatedIn: "0", replacement: "pydantic.BaseModel.model_dump" });
    expect(entry(set, "pydantic.BaseModel.json")).toMatchObject({ deprecatedIn: "0", replacement: "pydantic.BaseModel.model_dump_json" });
    expect(entry(set, "pydantic.BaseModel.parse_obj")).toMatchObject({ deprecatedIn: "0", replacement: "pydantic.BaseModel.model_validate" });
    expect(entry(set, "pydantic.BaseModel.copy")).toMatchObject({ deprecatedIn: "0", replacement: "pydantic.BaseModel.model_copy" });
    expect(entry(set, "pydantic.BaseModel.model_dump")).toMatchObject({ deprecatedIn: null, replacement: null });
  });

  it("never gives an entry itself as its replacement: the next name, else none", () => {
    expect(entry(set, "pydantic.SecretStr.display")).toMatchObject({ deprecatedIn: "0", replacement: "pydantic.SecretStr.get_secret_value" });
    expect(entry(set, "pydantic.SecretStr.show")).toMatchObject({ deprecatedIn: "0", replacement: null });
  });

  it("ignores a table without a module __getattr__", async () => {
    const plain = await readPythonApi(
      "plain",
      packageFiles({
        "plain/__init__.py": "__all__ = ['Thing']\n_table = {'Thing': (__spec__.parent, '.impl')}\n",
        "plain/impl.py": "class Thing:\n    pass\n",
      }),
    );
    expect(names(plain)).not.toContain("plain.Thing");
    expect(names(plain)).toContain("plain.impl.Thing");
  });

  it("reads 'module:attr' values and tables in a package without __all__", async () => {
    const lazy = await readPythonApi(
      "lazy",
      packageFiles({
        "lazy/__init__.py": "_lazy = {'Client': 'lazy._client:HttpClient', 'helper': '.util'}\n\ndef __getattr__(name):\n    pass\n",
        "lazy/_client.py": "class HttpClient:\n    def get(self, url: str) -> bytes: ...\n",
        "lazy/util.py": "def helper() -> None: ...\n",
      }),
    );
    expect(names(lazy)).toEqual(expect.arrayContaining(["lazy.Client", "lazy.Client.get", "lazy.helper"]));
    expect(entry(lazy, "lazy.Client").signature).toBe("class HttpClient");
  });
});

describe("readPythonApi on urllib3's quoted replacement", async () => {
  const set = await readPythonApi(
    "urllib3",
    packageFiles({
      "urllib3/__init__.py": "from .exceptions import NewConnectionError\n",
      "urllib3/exceptions.py": `import warnings


class NewConnectionError(Exception):
    """Raised when we fail to establish a new connection."""

    def __init__(self, conn, message: str) -> None:
        self.conn = conn
        super().__init__(f"{conn}: {message}")

    @property
    def pool(self):
        warnings.warn(
            "The 'pool' property is deprecated. Use 'conn' instead.",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.conn
`,
    }),
  );

  it("qualifies the quoted name in the deprecated property's class", () => {
    expect(entry(set, "urllib3.NewConnectionError.pool")).toMatchObject({ kind: "property", deprecatedIn: "0", replacement: "urllib3.NewConnectionError.conn" });
  });
});

describe("readPythonApi with stubs and bad files", () => {
  it("takes signatures from the .pyi stub and docstrings from the .py", async () => {
    const set = await readPythonApi(
      "typed-thing",
      packageFiles({
        "typed_thing.py": '"""Typed thing."""\n\ndef greet(name, punctuation="!"):\n    """Greet someone."""\n    return name\n\nclass Greeter:\n    def __init__(self, name):\n        self.name = name\n    def hello(self):\n        """Say hello."""\n',
        "typed_thing.pyi": "def greet(name: str, punctuation: str = ...) -> str: ...\n\nclass Greeter:\n    def __init__(self, name: str) -> None: ...\n    def hello(self) -> str: ...\n",
        "only_stub.pyi": "from typing_extensions import deprecated\n\n@deprecated(\"Use new_fn instead\")\ndef old_fn(x: int) -> int: ...\ndef new_fn(x: int) -> int: ...\n",
        "typed_thing-1.0.dist-info/METADATA": "Name: typed-thing\n",
      }),
    );
    expect(entry(set, "typed_thing.greet")).toMatchObject({ signature: "greet(name: str, punctuation: str = ...) -> str", description: "Greet someone." });
    expect(entry(set, "typed_thing.Greeter")).toMatchObject({ signature: "class Greeter(name: str)" });
    expect(entry(set, "typed_thing.Greeter.hello")).toMatchObject({ signature: "hello() -> str", description: "Say hello." });
    expect(entry(set, "typed_thing")).toMatchObject({ description: "Typed thing." });
    expect(entry(set, "only_stub.old_fn")).toMatchObject({ signature: "old_fn(x: int) -> int", deprecatedIn: "0", replacement: "only_stub.new_fn" });
  });

  it("keeps a long signature whole up to 2,000 characters", async () => {
    const parameters = Array.from({ length: 40 }, (_, at) => `param_${at}: int | None = None`).join(", ");
    const set = await readPythonApi("long", packageFiles({ "long.py": `def run_simple(${parameters}) -> None:\n    pass\n` }));
    const signature = entry(set, "long.run_simple").signature!;
    expect(signature.length).toBeGreaterThan(500);
    expect(signature).toBe(`run_simple(${parameters}) -> None`);
  });

  it("keeps the shortest public name even when a longer one is met first", async () => {
    const set = await readPythonApi(
      "pkg",
      packageFiles({
        "pkg/__init__.py": "",
        "pkg/aaa/__init__.py": "",
        "pkg/aaa/impl.py": 'class Thing:\n    """A thing."""\n',
        "pkg/api.py": "from pkg.aaa.impl import Thing as Thing\n",
      }),
    );
    expect(names(set).filter((name) => name.endsWith(".Thing"))).toEqual(["pkg.api.Thing"]);
    expect(entry(set, "pkg.api.Thing")).toMatchObject({ description: "A thing.", docPath: "api/pkg.api" });
  });

  it("skips a file that is not UTF-8 or too big, and keeps what parses of a broken one", async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x20);
    const set = await readPythonApi(
      "broken",
      packageFiles({
        "broken/__init__.py": "def fine(a: int) -> int:\n    return a\n\ndef broken(:\n    pass\n\nclass Later:\n    \"\"\"Still read.\"\"\"\n",
        "broken/latin.py": new Uint8Array([0x64, 0x65, 0x66, 0x20, 0xe9, 0x28, 0x29, 0x3a, 0x20, 0x70, 0x61, 0x73, 0x73, 0x0a]),
        "broken/huge.py": big,
      }),
    );
    expect(set.warnings).toContain("broken/latin.py: skipped, not UTF-8");
    expect(set.warnings.some((warning) => warning.startsWith("broken/huge.py: skipped, larger than"))).toBe(true);
    expect(set.warnings).toContain("broken/__init__.py: syntax errors, read what parses");
    expect(entry(set, "broken.fine").signature).toBe("fine(a: int) -> int");
    expect(entry(set, "broken.Later").description).toBe("Still read.");
    expect(set.documents.map((document) => document.path)).toEqual(["api/broken"]);
  });

  it("reads a large package in bounded time and caps the entries", async () => {
    const files: Record<string, string> = { "big/__init__.py": '"""Big."""\n' };
    for (let file = 0; file < 1_000; file++) {
      const functions = Array.from({ length: 12 }, (_, fn) => `def fn_${fn}(a: int, b: str | None = None) -> list[int]:\n    """Function ${fn} of module ${file}.\n\n    .. versionadded:: 1.${fn}\n    """\n    return [a]\n`).join("\n");
      files[`big/mod_${String(file).padStart(4, "0")}.py`] = `"""Module ${file}."""\nimport warnings\n\n${functions}\nclass Thing${file}:\n    """A thing."""\n\n    def __init__(self, size: int) -> None:\n        self.size = size\n\n    def grow(self, by: int = 1) -> None:\n        """Grow."""\n        warnings.warn("grow is deprecated, use fn_1 instead", DeprecationWarning)\n`;
    }
    const started = performance.now();
    const set = await readPythonApi("big", packageFiles(files));
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`readPythonApi: 1,001 files, ${set.apis.length} entries in ${seconds.toFixed(2)} s\n`);
    expect(set.apis).toHaveLength(10_000);
    expect(set.warnings).toContain("big: more than 10000 API entries, the rest left out");
    expect(seconds).toBeLessThan(60);
  });
});
