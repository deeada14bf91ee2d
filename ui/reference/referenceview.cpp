// SPDX-License-Identifier: GPL-3.0-or-later
#include "referenceview.h"

#include "core/armies/armylists.h"
#include "core/reference/quickreference.h"
#include "core/reference/referencesearch.h"
#include "ui/odds/oddscalculator.h"
#include "ui/reference/referencehtml.h"
#include "ui/reference/referencesheet.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace wm {

namespace {

constexpr int KeyRole = Qt::UserRole;
constexpr int RowRole = Qt::UserRole + 1;
// The list's item for the calculator of odds, in the place of a table's key.
const QString CalculatorKey = QStringLiteral("odds-calculator");

} // namespace

ReferenceView::ReferenceView(QWidget *parent)
    : QWidget(parent)
    , m_ruleset(Ruleset::warmaster())
{
    setObjectName(QStringLiteral("reference"));
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("referenceSearch"));
    m_search->setPlaceholderText(tr("Find: blunder, fortified, Giant…"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_rulesetBox = new QComboBox(this);
    m_rulesetBox->setObjectName(QStringLiteral("rulesetBox"));
    m_rulesetBox->setAccessibleName(tr("Ruleset"));
    m_rulesetBox->addItem(Ruleset::name(RulesetId::Warmaster), int(RulesetId::Warmaster));
    m_rulesetBox->addItem(Ruleset::name(RulesetId::Revolution), int(RulesetId::Revolution));
    m_rulesetBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_rulesetBox->setMinimumContentsLength(10);
    m_print = new QToolButton(this);
    m_print->setObjectName(QStringLiteral("referencePrint"));
    m_print->setText(tr("PDF"));
    m_print->setToolTip(tr("Save the quick reference as a PDF to print: the rules on both sides of one sheet, "
                           "a game's armies after them"));
    m_print->setPopupMode(QToolButton::InstantPopup);
    auto *printMenu = new QMenu(m_print);
    // The paper of the player's country first.
    QList<QPageSize> sizes{QPageSize(QPageSize::A4), QPageSize(QPageSize::Letter)};
    if (ReferenceSheet::localPageSize().id() == QPageSize::Letter)
        std::swap(sizes[0], sizes[1]);
    for (const QPageSize &size : sizes) {
        QAction *action = printMenu->addAction(tr("PDF on %1…").arg(size.name()));
        action->setObjectName(size.id() == QPageSize::A4 ? QStringLiteral("printA4") : QStringLiteral("printLetter"));
        connect(action, &QAction::triggered, this, [this, size] { saveSheet(size); });
    }
    m_print->setMenu(printMenu);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("referenceStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->hide();

    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("referenceList"));
    m_list->setUniformItemSizes(true);
    m_page = new QTextBrowser(this);
    m_page->setObjectName(QStringLiteral("referencePage"));
    m_page->setOpenLinks(false);
    m_page->viewport()->installEventFilter(this);
    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_page);
    auto *split = new QSplitter(Qt::Vertical, this);
    m_split = split;
    split->addWidget(m_list);
    split->addWidget(m_pages);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setChildrenCollapsible(false);

    // The search box whole on its own line, so that a narrow dock still shows what is typed in it.
    auto *choices = new QHBoxLayout;
    choices->addWidget(m_rulesetBox, 1);
    choices->addWidget(m_print);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_search);
    layout->addLayout(choices);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_search, &QLineEdit::textChanged, this, [this] { fillList(); });
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (const int first = firstChoice(); first >= 0) {
            m_list->setCurrentRow(first);
            open(m_list->item(first));
        }
    });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { open(item); });
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { open(item); });
    connect(m_rulesetBox, &QComboBox::currentIndexChanged, this, [this](int) {
        const auto id = RulesetId(m_rulesetBox->currentData().toInt());
        if (id != m_ruleset.id)
            setRuleset(id, false);
    });
}

void ReferenceView::setRuleset(RulesetId id, bool fixed)
{
    m_rulesetBox->setEnabled(!fixed);
    m_rulesetBox->setToolTip(fixed ? tr("The ruleset of the game being played") : tr("The ruleset to show"));
    if (id == m_ruleset.id && m_built)
        return;
    m_ruleset = Ruleset::forId(id);
    m_rulesetBox->setCurrentIndex(m_rulesetBox->findData(int(id)));
    if (m_calculator)
        m_calculator->setRuleset(id);
    if (m_built) {
        makeTables();
        fillList();
        render();
    }
}

void ReferenceView::setGame(const std::optional<GameSetup> &setup)
{
    if (setup == m_game && (!setup || (m_ruleset.id == setup->ruleset && !m_rulesetBox->isEnabled())))
        return;
    m_game = setup;
    // Made again even when the ruleset stays: the armies are another game's.
    m_ruleset = Ruleset::forId(setup ? setup->ruleset : m_ruleset.id);
    m_rulesetBox->setCurrentIndex(m_rulesetBox->findData(int(m_ruleset.id)));
    m_rulesetBox->setEnabled(!setup);
    m_rulesetBox->setToolTip(setup ? tr("The ruleset of the game being played") : tr("The ruleset to show"));
    if (m_calculator)
        m_calculator->setRuleset(m_ruleset.id);
    if (m_built) {
        makeTables();
        fillList();
        render();
    }
}

void ReferenceView::setArmyLists(const ArmyLists *lists)
{
    m_lists = lists;
}

void ReferenceView::saveSheet(const QPageSize &size)
{
    if (!m_chooseFile)
        return;
    QString path = m_chooseFile(this, {tr("Save the Quick Reference as PDF"), tr("PDF files (*.pdf)"), true,
                                       tr("Quick reference (%1)").arg(size.key()) + QStringLiteral(".pdf")});
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QLatin1String(".pdf");
    build();
    const auto printed = ReferenceSheet::printToPdf(m_ruleset, m_tables, size, path);
    if (!printed) {
        m_status->setText(printed.error().message);
    } else {
        const QString where = QDir::toNativeSeparators(path);
        m_status->setText(printed.value().pages == 1
                              ? tr("Saved to %1: one page.").arg(where)
                              : tr("Saved to %1: %2 pages.").arg(where).arg(printed.value().pages));
    }
    m_status->show();
}

void ReferenceView::makeTables()
{
    ReferenceArmies armies;
    armies.game = m_game;
    if (m_lists && !m_game)
        armies.lists = m_lists->lists();
    m_tables = QuickReference::tables(m_ruleset, armies);
}

void ReferenceView::showTable(const QString &key, int row)
{
    build();
    m_pages->setCurrentWidget(m_page);
    m_shownTable = key;
    m_shownRow = row;
    render();
    scrollToShown();
}

void ReferenceView::showOddsCalculator()
{
    if (!m_calculator) {
        // Scrolled, never squeezed: a narrow, short dock still shows the whole plot.
        auto *scroll = new QScrollArea(m_pages);
        m_calculatorPage = scroll;
        scroll->setObjectName(QStringLiteral("oddsCalculatorScroll"));
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidgetResizable(true);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        m_calculator = new OddsCalculator(scroll);
        m_calculator->setRuleset(m_ruleset.id);
        scroll->setWidget(m_calculator);
        m_pages->addWidget(scroll);
    }
    m_pages->setCurrentWidget(m_calculatorPage);
    // The list's few lines are enough while the calculator is in front: the plot gets the room.
    const QList<int> sizes = m_split->sizes();
    const int listLines = fontMetrics().height() * 4;
    if (sizes.size() == 2 && sizes.at(0) > listLines)
        m_split->setSizes({listLines, sizes.at(0) + sizes.at(1) - listLines});
}

void ReferenceView::setShown(bool shown)
{
    m_shown = shown;
    if (shown && isVisible())
        build();
}

void ReferenceView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_shown)
        build();
}

bool ReferenceView::isNarrow() const
{
    // Three columns side by side want about fifty characters.
    return m_page->viewport()->width() < fontMetrics().averageCharWidth() * 50;
}

void ReferenceView::scrollToShown()
{
    if (!m_shownTable.isEmpty())
        m_page->scrollToAnchor(m_shownRow >= 0 ? ReferenceHtml::rowAnchor(m_shownTable, m_shownRow)
                                               : ReferenceHtml::tableAnchor(m_shownTable));
}

void ReferenceView::keyPressEvent(QKeyEvent *event)
{
    // As a window of its own (opened over a resolver), Escape puts it away and the resolver is in
    // front again; the search box's own Escape, which empties it, comes first.
    if (event->key() == Qt::Key_Escape && isWindow()) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void ReferenceView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The page's colours come from the palette; its sizes follow the font on their own.
    if (event->type() == QEvent::PaletteChange && m_built)
        render();
}

bool ReferenceView::eventFilter(QObject *watched, QEvent *event)
{
    // The page's own width decides how wide tables are set; the view's is known before the page's,
    // so the page says when it changed. The table shown stays in sight.
    if (watched == m_page->viewport() && event->type() == QEvent::Resize && m_built) {
        if (isNarrow() != m_narrow)
            render();
        scrollToShown();
    }
    // From the search box, Down goes to what it found and Escape empties it.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Down && m_list->count() > 0) {
            m_list->setFocus();
            m_list->setCurrentRow(firstChoice());
            return true;
        }
        if (key->key() == Qt::Key_Escape && !m_search->text().isEmpty()) {
            m_search->clear();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ReferenceView::build()
{
    if (m_built)
        return;
    m_built = true;
    makeTables();
    fillList();
    render();
}

void ReferenceView::render()
{
    m_narrow = isNarrow();
    m_page->setHtml(ReferenceHtml::page(m_ruleset, m_tables, palette(), {m_shownTable, m_shownRow}, m_narrow));
}

void ReferenceView::fillList()
{
    m_list->clear();
    const QString query = m_search->text();
    if (query.trimmed().isEmpty()) {
        // The contents: the calculator, then each part of the game and its tables.
        addCalculatorItem();
        QString section;
        for (const ReferenceTable &table : std::as_const(m_tables)) {
            if (table.section != section) {
                section = table.section;
                auto *heading = new QListWidgetItem(section, m_list);
                QFont bold = font();
                bold.setBold(true);
                heading->setFont(bold);
                heading->setFlags(Qt::ItemIsEnabled);
            }
            auto *item = new QListWidgetItem(QStringLiteral("  ") + table.title, m_list);
            item->setData(KeyRole, table.key);
            item->setData(RowRole, -1);
        }
        return;
    }
    if (calculatorMatches(query))
        addCalculatorItem();
    const QList<ReferenceHit> hits = searchReference(m_tables, query);
    if (hits.isEmpty() && m_list->count() == 0) {
        auto *none = new QListWidgetItem(tr("Nothing found for \"%1\"").arg(query.trimmed()), m_list);
        none->setFlags(Qt::ItemIsEnabled);
        return;
    }
    for (const ReferenceHit &hit : hits) {
        const ReferenceTable &table = m_tables.at(hit.table);
        const QString text = hit.row < 0
                                 ? table.title
                                 : tr("%1: %2").arg(table.title, table.rows.at(hit.row).join(QStringLiteral(" · ")));
        auto *item = new QListWidgetItem(text, m_list);
        item->setToolTip(text);
        item->setData(KeyRole, table.key);
        item->setData(RowRole, int(hit.row));
    }
}

void ReferenceView::addCalculatorItem()
{
    auto *item = new QListWidgetItem(tr("Odds calculator"), m_list);
    item->setToolTip(tr("The exact odds of a shot (dice, score to hit, saves), an order or a drive back"));
    item->setData(KeyRole, CalculatorKey);
    item->setData(RowRole, -1);
}

// Each word typed begins one of the words the calculator goes by.
bool ReferenceView::calculatorMatches(const QString &query) const
{
    const QStringList names = tr("odds chance chances probability calculator dice",
                                 "the words a search of the quick reference finds the calculator of odds by")
                                  .split(u' ', Qt::SkipEmptyParts);
    const QStringList words = query.split(u' ', Qt::SkipEmptyParts);
    return !words.isEmpty() && std::all_of(words.cbegin(), words.cend(), [&names](const QString &word) {
        return std::any_of(names.cbegin(), names.cend(),
                           [&word](const QString &name) { return name.startsWith(word, Qt::CaseInsensitive); });
    });
}

int ReferenceView::firstChoice() const
{
    // Headings and "nothing found" are in the list to be read, not chosen.
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->flags() & Qt::ItemIsSelectable)
            return i;
    }
    return -1;
}

void ReferenceView::open(const QListWidgetItem *item)
{
    if (!item || !(item->flags() & Qt::ItemIsSelectable))
        return;
    if (item->data(KeyRole).toString() == CalculatorKey) {
        showOddsCalculator();
        return;
    }
    showTable(item->data(KeyRole).toString(), item->data(RowRole).toInt());
}

} // namespace wm
