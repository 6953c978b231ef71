export const id = 12;
export const ids = [12];
export const modules = {

/***/ 4012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseCsvRows: () => (/* binding */ parseCsvRows)
/* harmony export */ });
/** Minimal RFC 4180 CSV reader (comma, double quotes) for the repeatability table. */
function parseCsvRows(text) {
    const rows = [];
    let row = [];
    let field = '';
    let q = false;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (q) {
            if (c === '"') {
                if (text[i + 1] === '"') {
                    field += '"';
                    i++;
                }
                else
                    q = false;
            }
            else
                field += c;
        }
        else if (c === '"' && field === '')
            q = true;
        else if (c === ',') {
            row.push(field);
            field = '';
        }
        else if (c === '\n' || c === '\r') {
            if (c === '\r' && text[i + 1] === '\n')
                i++;
            row.push(field);
            field = '';
            if (!(row.length === 1 && row[0] === ''))
                rows.push(row);
            row = [];
        }
        else
            field += c;
    }
    if (field !== '' || row.length) {
        row.push(field);
        rows.push(row);
    }
    return rows;
}


/***/ })

};
