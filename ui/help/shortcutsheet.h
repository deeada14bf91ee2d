// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QKeySequence>

class QDialogButtonBox;
class QMainWindow;
class QTreeWidget;

namespace wm {

// Every key of the main window on one sheet, read from its menus and actions each time it is shown,
// so it can never fall behind them: a key added to an action is on the sheet with no other edit.
class ShortcutSheet : public QDialog
{
    Q_OBJECT

public:
    struct Entry
    {
        QString group; // the menu it is in, without its mnemonic: "Unit"
        QString what;  // "Add a hit", "Show or hide the History"
        QList<QKeySequence> keys;
    };

    explicit ShortcutSheet(QMainWindow *window);

    // Reads the window's keys again: its menus in their order, then keys on the window that no menu has.
    void refresh();
    static QList<Entry> entries(const QMainWindow *window);
    int rowCount() const;

private:
    QMainWindow *m_window = nullptr;
    QTreeWidget *m_view = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace wm
