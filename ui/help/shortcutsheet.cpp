// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortcutsheet.h"

#include "ui/resolve/resolverdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace wm {

namespace {

QString withoutMnemonic(QString text)
{
    // "&&" is a real ampersand; a single one marks the mnemonic.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

QString whatItDoes(const QAction *action)
{
    // The icon text has no mnemonic and no "...": "Shoot", "Undo", "Show or hide the History".
    return action->iconText();
}

void collect(const QMenu *menu, const QString &group, QList<ShortcutSheet::Entry> &entries, QSet<const QAction *> &seen)
{
    const QList<QAction *> actions = menu->actions();
    for (const QAction *action : actions) {
        if (action->menu()) {
            collect(action->menu(), group, entries, seen);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty() || seen.contains(action))
            continue;
        seen.insert(action);
        entries.append({group, whatItDoes(action), action->shortcuts()});
    }
}

} // namespace

ShortcutSheet::ShortcutSheet(QMainWindow *window)
    : QDialog(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("shortcutSheet"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_view = new QTreeWidget(this);
    m_view->setObjectName(QStringLiteral("shortcuts"));
    m_view->setColumnCount(2);
    m_view->setHeaderLabels({tr("What"), tr("Keys")});
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    // Nothing on it to pick: the wheel scrolls it, and Escape or Close closes it.
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(false);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view);
    layout->addWidget(m_buttons);
    resize(560, 640);
}

QList<ShortcutSheet::Entry> ShortcutSheet::entries(const QMainWindow *window)
{
    QList<Entry> entries;
    QSet<const QAction *> seen;
    const QList<QAction *> menus = window->menuBar()->actions();
    for (const QAction *item : menus) {
        if (item->menu())
            collect(item->menu(), withoutMnemonic(item->menu()->title()), entries, seen);
    }
    const QList<QAction *> own = window->actions();
    for (const QAction *action : own) {
        if (!action->shortcuts().isEmpty() && !seen.contains(action)) {
            seen.insert(action);
            entries.append({tr("Anywhere in the window"), whatItDoes(action), action->shortcuts()});
        }
    }
    // The resolvers' own keys, one line for what two keys do alike.
    for (const ResolverDialog::Key &key : ResolverDialog::keys()) {
        if (!entries.isEmpty() && entries.last().group == tr("In every resolver") && entries.last().what == key.what)
            entries.last().keys.append(key.key);
        else
            entries.append({tr("In every resolver"), key.what, {key.key}});
    }
    return entries;
}

void ShortcutSheet::refresh()
{
    m_view->clear();
    QTreeWidgetItem *group = nullptr;
    const QList<Entry> all = entries(m_window);
    for (const Entry &entry : all) {
        if (!group || group->text(0) != entry.group) {
            group = new QTreeWidgetItem(m_view, {entry.group});
            QFont bold = font();
            bold.setBold(true);
            group->setFont(0, bold);
            group->setFirstColumnSpanned(true);
            group->setFlags(Qt::ItemIsEnabled);
        }
        QStringList keys;
        for (const QKeySequence &key : entry.keys)
            keys << key.toString(QKeySequence::NativeText);
        auto *row = new QTreeWidgetItem(group, {entry.what, keys.join(tr(" or "))});
        row->setFlags(Qt::ItemIsEnabled);
    }
    m_view->expandAll();
    // As tall as its rows, where the screen allows: a sheet is read at a glance, not scrolled.
    int rows = 0;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i)
        rows += 1 + m_view->topLevelItem(i)->childCount();
    const int rowHeight = m_view->sizeHintForRow(0) > 0 ? m_view->sizeHintForRow(0) : fontMetrics().height() + 4;
    const QMargins margins = layout()->contentsMargins();
    const int wanted = rows * rowHeight + m_view->header()->sizeHint().height() + 2 * m_view->frameWidth() +
                       margins.top() + margins.bottom() + layout()->spacing() + m_buttons->sizeHint().height();
    const QScreen *on = screen();
    const int most = on ? on->availableGeometry().height() * 9 / 10 : wanted;
    resize(std::max(width(), fontMetrics().horizontalAdvance(QLatin1Char('x')) * 70), std::min(wanted, most));
}

int ShortcutSheet::rowCount() const
{
    int rows = 0;
    for (int i = 0; i < m_view->topLevelItemCount(); ++i)
        rows += m_view->topLevelItem(i)->childCount();
    return rows;
}

} // namespace wm
