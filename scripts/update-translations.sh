#!/bin/sh
# Refreshes app/translations/*.ts from the sources (lupdate), then fills in the table of
# scripts/translations.py. The build compiles the .ts files (qt_add_lrelease).
set -eu
cd "$(dirname "$0")/.."
for lang in de ru uk fr ja; do
  /usr/lib/qt6/bin/lupdate -silent -no-obsolete -locations none -I app/core/include qml app/core/src app/gui \
    -ts "app/translations/packmate_$lang.ts"
done
# English: only the plural forms of the %n messages ("1 reading", "2 readings")
/usr/lib/qt6/bin/lupdate -silent -no-obsolete -pluralonly -locations none -I app/core/include qml app/core/src \
  app/gui -ts app/translations/packmate_en.ts
/usr/bin/python3 scripts/translations.py
