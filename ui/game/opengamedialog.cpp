// SPDX-License-Identifier: GPL-3.0-or-later
#include "opengamedialog.h"

#include "core/game/savedgames.h"
#include "ui/game/savedgamesmodel.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace wm {

OpenGameDialog::OpenGameDialog(GameStore &store, std::optional<GameId> shown, bool readOnly, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_shown(shown)
    , m_readOnly(readOnly)
{
    setWindowTitle(tr("Open a Saved Game"));
    auto *layout = new QVBoxLayout(this);

    m_model = new SavedGamesModel(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("savedGames"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    // Widths from the font and the longest text each column can hold, not from measuring every row:
    // the list may be long.
    const QFontMetrics metrics = m_view->fontMetrics();
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    const auto fit = [&](const QString &text) { return metrics.horizontalAdvance(text) + em * 2; };
    int rulesetWidth = 0;
    for (RulesetId id : {RulesetId::Warmaster, RulesetId::Revolution})
        rulesetWidth = std::max(rulesetWidth, fit(Ruleset::name(id)));
    const QString latest = QLocale().toString(QDateTime(QDate(2026, 12, 30), QTime(23, 59)), QLocale::ShortFormat);
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(SavedGamesModel::Players, QHeaderView::Stretch);
    header->resizeSection(SavedGamesModel::Ruleset, rulesetWidth);
    header->resizeSection(SavedGamesModel::LastPlayed, fit(latest));
    header->resizeSection(SavedGamesModel::Actions,
                          fit(m_model->headerData(SavedGamesModel::Actions, Qt::Horizontal).toString()));
    layout->addWidget(m_view);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("openGameMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    layout->addWidget(m_message);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("openButton"));
    m_open->setDefault(true);
    m_delete = buttons->addButton(tr("&Delete..."), QDialogButtonBox::ActionRole);
    m_delete->setObjectName(QStringLiteral("deleteButton"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, &OpenGameDialog::openSelected);
    connect(m_delete, &QPushButton::clicked, this, &OpenGameDialog::deleteSelected);
    connect(m_view, &QTableView::activated, this, &OpenGameDialog::openSelected);

    m_confirm = [](QWidget *parentWidget, const QString &title, const QString &text) {
        return QMessageBox::question(parentWidget, title, text, QMessageBox::Yes | QMessageBox::Cancel,
                                     QMessageBox::Cancel) == QMessageBox::Yes;
    };
    resize(em * 30 + rulesetWidth + fit(latest) * 2, em * 26);
    reload();
}

void OpenGameDialog::reload()
{
    const auto games = SavedGames::list(m_store);
    if (!games) {
        m_message->setText(games.error().message);
        m_model->setGames({});
    } else {
        m_model->setGames(games.value());
        m_message->setText(games->isEmpty() ? tr("There are no saved games yet: start one with New Game.") : QString());
    }
    // The selection model is the view's own and outlives resets: connected once it is there.
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &OpenGameDialog::updateButtons,
            Qt::UniqueConnection);
    if (m_model->rowCount() > 0)
        m_view->selectRow(0);
    m_message->setVisible(!m_message->text().isEmpty());
    updateButtons();
}

const SavedGame *OpenGameDialog::selectedGame() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->game(rows.constFirst());
}

void OpenGameDialog::updateButtons()
{
    const SavedGame *game = selectedGame();
    m_open->setEnabled(game && !game->problem);
    const bool isShown = game && m_shown == game->id;
    m_delete->setEnabled(game && !isShown && !m_readOnly);
    m_delete->setToolTip(isShown ? tr("This game is on the screen: open another before deleting it.") : QString());
}

void OpenGameDialog::openSelected()
{
    const SavedGame *game = selectedGame();
    if (!game || game->problem)
        return;
    m_chosen = game->id;
    accept();
}

void OpenGameDialog::deleteSelected()
{
    const SavedGame *game = selectedGame();
    if (!game || m_shown == game->id || m_readOnly)
        return;
    const GameId id = game->id;
    if (!m_confirm(
            this, tr("Delete the Game"),
            tr("Delete %1 with all %n action(s)? This cannot be undone.", nullptr, game->actions).arg(game->title())))
        return;
    if (const auto error = m_store.deleteGame(id)) {
        m_message->setText(error->message);
        m_message->show();
        return;
    }
    reload();
}

} // namespace wm
