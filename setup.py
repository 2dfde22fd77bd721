"""The one thing pyproject.toml cannot say: the solver's optional C extension.

Everything else about the package is in pyproject.toml. The extension is `optional`: where no
C compiler is found the build goes on without it, and the solver runs its Python twin
(freecell_gui/core/solver/beam.py), which gives the same answers, only slower.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "freecell_gui.core.solver._beam",
            sources=["freecell_gui/core/solver/_beam.c"],
            extra_compile_args=["-O2"] if __import__("sys").platform != "win32" else ["/O2"],
            optional=True,
        )
    ]
)
