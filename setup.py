"""The one thing pyproject.toml cannot say: the optional C extensions.

Everything else about the package is in pyproject.toml. The extensions are `optional`: where no
C compiler is found the build goes on without them, and their Python twins run instead, which
give the same answers, only slower: the solver's beam (freecell_gui/core/solver/beam.py) and
the finder's kernel (freecell_gui/core/finder/kernel_python.py).
"""

import sys

from setuptools import Extension, setup

OPTIMISE = ["/O2"] if sys.platform == "win32" else ["-O2"]

setup(
    ext_modules=[
        Extension(
            "freecell_gui.core.solver._beam",
            sources=["freecell_gui/core/solver/_beam.c"],
            extra_compile_args=OPTIMISE,
            optional=True,
        ),
        Extension(
            "freecell_gui.core.solver._exhaustive",
            sources=["freecell_gui/core/solver/_exhaustive.c"],
            extra_compile_args=OPTIMISE,
            optional=True,
        ),
        Extension(
            "freecell_gui.core.finder._finder",
            sources=["freecell_gui/core/finder/_finder.c"],
            extra_compile_args=OPTIMISE,
            optional=True,
        ),
    ]
)
