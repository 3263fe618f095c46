"""Yahtzee simplificado (só a parte de cima da cartela), para um jogador.

Seis rodadas; em cada uma o jogador rola cinco dados, pode guardar alguns e
rolar os outros duas vezes, e então marca uma linha livre da cartela.
"""

import random
import sys

LINHAS = ["Uns", "Dois", "Três", "Quatros", "Cincos", "Seis"]


def perguntar(pergunta):
    """Mostra a pergunta e devolve a resposta sem espaços; sai em silêncio no fim da entrada."""
    print(pergunta, end="", flush=True)
    resposta = sys.stdin.readline()
    if not resposta:
        print("\nAté logo!")
        sys.exit(0)
    return resposta.strip()


def mostrar(dados):
    """Mostra os dados com a posição de cada um: 1º: 4 | 2º: 6 ..."""
    partes = [f"{posicao}\u00ba: {face}" for posicao, face in enumerate(dados, start=1)]
    print("Dados -> " + " | ".join(partes))


def ler_guardados(resposta):
    """Devolve as posições a guardar (0 a 4), 'todos' ou 'nenhum', ou None se inválida."""
    palavra = resposta.lower()
    if palavra == "todos":
        return set(range(5))
    if palavra == "nenhum":
        return set()
    partes = [parte.strip() for parte in resposta.split(",")]
    if not all(parte in ("1", "2", "3", "4", "5") for parte in partes):
        return None
    posicoes = {int(parte) - 1 for parte in partes}
    return posicoes if len(posicoes) == len(partes) else None


def rolar_de_novo(dados):
    """Pergunta quais dados guardar e rola os outros; devolve False se guardou todos."""
    pergunta = "Quais dados quer guardar? (ex: 1,3; \u00ab todos \u00bb = guardar todos, "
    pergunta += "\u00ab nenhum \u00bb = rolar todos): "
    while True:
        guardados = ler_guardados(perguntar(pergunta))
        if guardados is not None:
            break
        print("Resposta inválida: use posições de 1 a 5 separadas por vírgula.")
    for posicao in range(5):
        if posicao not in guardados:
            dados[posicao] = random.randint(1, 6)
    return len(guardados) < 5


def escolher_linha(cartela):
    """Pede o nome de uma linha livre e devolve o seu índice."""
    nomes = [nome.lower() for nome in LINHAS]
    while True:
        resposta = perguntar("Em qual linha quer marcar? (digite o nome): ").lower()
        if resposta not in nomes:
            print(f"'{resposta[:20]}' não é uma linha.")
        elif cartela[nomes.index(resposta)] is not None:
            print("Essa linha já foi usada.")
        else:
            return nomes.index(resposta)


def mostrar_cartela(cartela):
    """Mostra a cartela, com (livre) nas linhas ainda não usadas."""
    print("  CARTELA")
    for nome, pontos in zip(LINHAS, cartela):
        print(f"  {nome}: {'(livre)' if pontos is None else pontos}")


def main():
    """Joga as seis rodadas e mostra a pontuação final."""
    cartela = [None] * 6
    for rodada in range(1, 7):
        print(f"\n#### Rodada {rodada} de 6 ####")
        dados = [random.randint(1, 6) for _ in range(5)]
        mostrar(dados)
        for _ in range(2):
            if not rolar_de_novo(dados):
                break
            mostrar(dados)
        mostrar_cartela(cartela)
        indice = escolher_linha(cartela)
        cartela[indice] = dados.count(indice + 1) * (indice + 1)
        print(f"Você marcou {cartela[indice]} pontos em {LINHAS[indice]}.")
    mostrar_cartela(cartela)
    print(f"Pontuação final: {sum(cartela)}")


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print()
