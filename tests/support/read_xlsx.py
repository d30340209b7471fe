#!/usr/bin/python3
"""Reads an .xlsx workbook with openpyxl (Debian's python3-openpyxl), a reader independent of
the library that wrote it, and prints it as JSON for the tests: each sheet's name, whether its
first row is bold and frozen, and every row's values (numbers stay numbers)."""
import json
import sys

import openpyxl

workbook = openpyxl.load_workbook(sys.argv[1])
sheets = []
for sheet in workbook.worksheets:
    rows = [list(row) for row in sheet.iter_rows(values_only=True)]
    sheets.append({
        "name": sheet.title,
        "bold_header": all(cell.font.b for cell in sheet[1] if cell.value is not None),
        "frozen": sheet.freeze_panes,
        "rows": rows,
    })
json.dump({"sheets": sheets}, sys.stdout)
